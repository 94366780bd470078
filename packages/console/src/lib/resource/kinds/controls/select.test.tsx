import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from '@vending/ui';
import { I18nextProvider } from 'react-i18next';
import { createApiClient } from '../../../../api/client';
import { ServicesProvider } from '../../../../api/services';
import { createI18n } from '../../../../i18n';
import { mockNetwork, ok } from '../../../../stories/mockNetwork';
import { DeclaredFields } from '../../DeclaredFields';

/** Ten releases: more than a plain choice lists, so they are searched (a Combobox). */
const releases = Array.from({ length: 10 }, (_, index) => ({
  value: index + 1,
  label: `安卓主控 2.${index}.0 (2${index}0)`,
}));

/** The push form's release choice, its options answered when the test says. */
function renderChoice() {
  let answer: (() => void) | undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const api = createApiClient({
    baseURL: '',
    timeoutMs: 20_000,
    expiryDelayMs: 2_000,
    fetch: async () => {
      await answered;
      return new Response(JSON.stringify(ok({ rows: releases })), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
    adapter: mockNetwork({}),
    notifier: { error: () => undefined, warning: () => undefined, notifyWarning: () => undefined },
    session: { getToken: () => 'token', expire: () => undefined },
    translate: (word) => word,
  });
  render(
    <I18nextProvider i18n={createI18n('zh')}>
      <ServicesProvider api={api}>
        <Form<{ releaseId: string }> defaultValues={{ releaseId: '' }} onSubmit={() => undefined}>
          {() => (
            <DeclaredFields
              namespace="software"
              call="pushSoftwareRelease"
              fields={[{ name: 'releaseId', control: 'select', options: 'getSoftwareReleaseOptions' }]}
              editing={false}
            />
          )}
        </Form>
      </ServicesProvider>
    </I18nextProvider>,
  );
  return { answer: () => answer?.() };
}

describe('the select control with options from a call', () => {
  beforeAll(() => {
    // What Radix Select calls on a pointer press and jsdom lacks.
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => undefined;
    Element.prototype.scrollIntoView ??= () => undefined;
  });
  it('opened while its options load, stays open as the searchable control when many arrive, listing them all', async () => {
    const user = userEvent.setup();
    const { answer } = renderChoice();
    // Opened now, while the list is a plain choice with nothing in it yet...
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    answer();
    // ...the ten arrive and the searchable control takes its place, open, the search box focused.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(releases.length));
    expect(screen.getByRole('combobox', { name: '搜索选项' })).toHaveFocus();
    await user.click(screen.getByRole('option', { name: releases[6]!.label }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveTextContent(releases[6]!.label);
  });
});
