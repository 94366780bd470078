import { render, waitFor } from '@testing-library/react';
import { createApiClient } from '../api/client';
import { ServicesProvider } from '../api/services';
import { mockServer } from '../stories/mockNetwork';
import { useMoneyStore } from '../stores/moneyStore';
import { useLoadMoneySettings } from './useMoneySettings';

function Loader({ enabled }: { enabled: boolean }) {
  useLoadMoneySettings(enabled);
  return null;
}

function renderLoader(enabled: boolean) {
  const asked: string[] = [];
  const api = createApiClient({
    baseURL: '',
    timeoutMs: 20_000,
    expiryDelayMs: 2_000,
    ...mockServer({
      getMoneySettings: () => {
        asked.push('getMoneySettings');
        return { code: 1, msg: '', data: { currency: 'AUD', gstRate: 10, updatedBy: null, updateTime: null } };
      },
    }),
    notifier: { error: () => undefined, warning: () => undefined, notifyWarning: () => undefined },
    session: { getToken: () => 'token', expire: () => undefined },
    translate: (word) => word,
  });
  const tree = (on: boolean) => (
    <ServicesProvider api={api}>
      <Loader enabled={on} />
    </ServicesProvider>
  );
  const { rerender } = render(tree(enabled));
  return { asked, enable: () => rerender(tree(true)) };
}

describe('the money settings the layout loads', () => {
  beforeEach(() => useMoneyStore.setState({ currency: 'CNY', gstRate: 0 }));

  it('puts the business currency and GST rate in the store', async () => {
    const { asked } = renderLoader(true);
    await waitFor(() => expect(useMoneyStore.getState().currency).toBe('AUD'));
    expect(useMoneyStore.getState().gstRate).toBe(10);
    expect(asked).toEqual(['getMoneySettings']);
  });

  it('asks nothing while a password must be changed first (the server would refuse it), once it is changed', async () => {
    const { asked, enable } = renderLoader(false);
    enable();
    await waitFor(() => expect(useMoneyStore.getState().currency).toBe('AUD'));
    // One ask, the enabled render's: an ask of the disabled render would have started first and
    // reached the network before it.
    expect(asked).toEqual(['getMoneySettings']);
  });
});
