import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { ServicesProvider } from '../../api/services';
import { createI18n } from '../../i18n';
import { ExportButton } from './ExportButton';

describe('the export button', () => {
  it('shows the download’s progress (its bar loaded with the first export) until the file is in', async () => {
    const user = userEvent.setup();
    let report: ((loadedBytes: number, totalBytes: number | undefined) => void) | undefined;
    let finish: (() => void) | undefined;
    const download = vi.fn(
      (_call: string, _params: unknown, options: { onDownloadProgress: NonNullable<typeof report> }) =>
        new Promise((resolve) => {
          report = options.onDownloadProgress;
          // An envelope the page reads as refused: the test is about the bar, not the saved file.
          finish = () => resolve({ announced: true, envelope: { code: 0, msg: '', data: null } });
        }),
    );
    render(
      <I18nextProvider i18n={createI18n('zh')}>
        <ServicesProvider api={{ download } as unknown as ApiClient}>
          <ExportButton call="getUserList" params={() => ({ keyword: '张' })} />
        </ServicesProvider>
      </I18nextProvider>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(download).toHaveBeenCalledWith('getUserList', { keyword: '张' }, expect.anything());
    // Its size still unknown: a bar without a value.
    const bar = await screen.findByRole('progressbar', { name: '导出进度' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    report!(512, 1024);
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'));
    finish!();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
