import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageHost } from '@vending/ui';
import { I18nextProvider } from 'react-i18next';
import { createApiClient } from '../../api/client';
import { ServicesProvider } from '../../api/services';
import { createI18n } from '../../i18n';
import { registerPageWords } from '../../i18n/pageWords';
import { mockServer } from '../../stories/mockNetwork';
import { toastHostMounted } from '../toasts';
import type { DeclaredBulkAction } from './declaration';
import { useBulkAction } from './useBulkAction';
import { useConfirmedCall } from './useConfirmedCall';

registerPageWords({
  zh: {
    deviceAds: {
      fields: {},
      bulk: {
        remove: '移除',
        removeConfirm: '确定移除选中的 {{count}} 条投放吗？',
        removeDone: '已移除 {{removed}} 条',
      },
    },
  },
  en: {
    deviceAds: {
      fields: {},
      bulk: { remove: 'Remove', removeConfirm: 'Remove {{count}} assignments?', removeDone: 'Removed {{removed}}' },
    },
  },
});

const remove: DeclaredBulkAction = { key: 'remove', call: 'removeDeviceAdvertisements', idsParam: 'assignmentIds' };

/** A selection of two rows and the bulk button, as ResourcePage draws them. */
function Selection({ reload }: { reload: () => void }) {
  const { confirmedCall, confirmDialog } = useConfirmedCall();
  const bulk = useBulkAction({ namespace: 'deviceAds', confirmedCall, open: () => undefined, reload });
  return (
    <>
      <button type="button" onClick={() => bulk.setSelectedRowIds(['3', '12'])}>
        select
      </button>
      <output aria-label="selected">{bulk.selectedRowIds.join(',')}</output>
      <button type="button" disabled={bulk.busy} onClick={() => void bulk.run(remove, bulk.selectedRowIds)}>
        移除
      </button>
      {confirmDialog}
    </>
  );
}

function renderSelection(answer: unknown) {
  const sent: unknown[] = [];
  let reloads = 0;
  const api = createApiClient({
    baseURL: '',
    timeoutMs: 20_000,
    expiryDelayMs: 2_000,
    ...mockServer({
      removeDeviceAdvertisements: (request: { data?: unknown }) => {
        sent.push(JSON.parse(String(request.data)));
        return answer;
      },
    }),
    notifier: { error: () => undefined, warning: () => undefined, notifyWarning: () => undefined },
    session: { getToken: () => 'token', expire: () => undefined },
    translate: (word) => word,
  });
  // The messages go through lib/toasts.ts, which waits for its host: the MessageHost rendered here.
  toastHostMounted();
  render(
    <I18nextProvider i18n={createI18n('zh')}>
      <ServicesProvider api={api}>
        <Selection reload={() => (reloads += 1)} />
        <MessageHost />
      </ServicesProvider>
    </I18nextProvider>,
  );
  return { sent, reloads: () => reloads };
}

describe('useBulkAction', () => {
  it('asks, sends the selected ids as numbers, tells with the answer, clears the selection and reloads', async () => {
    const user = userEvent.setup();
    const { sent, reloads } = renderSelection({ code: 1, msg: '', data: { removed: 2 } });
    await user.click(screen.getByRole('button', { name: 'select' }));
    await user.click(screen.getByRole('button', { name: '移除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确定移除选中的 2 条投放吗？' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已移除 2 条')).toBeVisible();
    expect(sent).toEqual([{ assignmentIds: [3, 12] }]);
    expect(screen.getByRole('status', { name: 'selected' })).toHaveTextContent('');
    expect(reloads()).toBe(1);
  });

  it('sends nothing and keeps the selection when the user declines', async () => {
    const user = userEvent.setup();
    const { sent, reloads } = renderSelection({ code: 1, msg: '', data: { removed: 2 } });
    await user.click(screen.getByRole('button', { name: 'select' }));
    await user.click(screen.getByRole('button', { name: '移除' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);
    expect(screen.getByRole('status', { name: 'selected' })).toHaveTextContent('3,12');
    expect(reloads()).toBe(0);
  });

  it('keeps the selection when the server refuses', async () => {
    const user = userEvent.setup();
    const { sent, reloads } = renderSelection({
      code: 0,
      msg: '',
      data: { message: '投放已不存在', field: 'assignmentIds' },
    });
    await user.click(screen.getByRole('button', { name: 'select' }));
    await user.click(screen.getByRole('button', { name: '移除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'selected' })).toHaveTextContent('3,12');
    expect(reloads()).toBe(0);
  });
});
