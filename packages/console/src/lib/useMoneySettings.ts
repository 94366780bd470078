import { useEffect } from 'react';
import { useApi } from '../api/services';
import { useMoneyStore } from '../stores/moneyStore';

/**
 * Reads the money settings once the layout is up, so every money figure is shown in the
 * business's currency; a failed read keeps the defaults (the HTTP client said why). Not while
 * a password must be changed first: the server serves nothing else until then.
 */
export function useLoadMoneySettings(enabled: boolean) {
  const api = useApi();
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    void api
      .call('getMoneySettings', {})
      .then((answer) => {
        if (live && answer.code === 1) useMoneyStore.getState().set(answer.data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, enabled]);
}
