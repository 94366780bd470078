import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createApiClient } from '../../api/client';
import { ServicesProvider } from '../../api/services';
import { loadRuntimeConfig } from '../../config/runtime';
import { createI18n } from '../../i18n';
import { mockServer } from '../../stories/mockNetwork';
import { ImageField } from './ImageField';

describe('ImageField', () => {
  afterEach(async () => {
    await loadRuntimeConfig((async () => new Response('{}', { status: 404 })) as typeof fetch);
  });

  it('shows a stored path from the static base URL, so a console hosted apart from the API shows it (docs/SPECIFICATION.md §9)', async () => {
    const served = { apiBaseUrl: 'https://api.example', staticBaseUrl: '/uploads', uploadUrl: '', navigationUrl: '' };
    await loadRuntimeConfig((async () => new Response(JSON.stringify(served), { status: 200 })) as typeof fetch);
    const api = createApiClient({
      baseURL: '',
      timeoutMs: 1_000,
      expiryDelayMs: 1_000,
      ...mockServer({}),
      notifier: { error: () => undefined, warning: () => undefined, notifyWarning: () => undefined },
      session: { getToken: () => 'token', expire: () => undefined },
      translate: (word) => word,
    });
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <ServicesProvider api={api}>
          <ImageField value="/uploads/device-types/a.png" onValueChange={() => undefined} />
        </ServicesProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://api.example/uploads/device-types/a.png');
  });
});
