import { useEffect } from 'react';
import { useApi } from '../api/services';
import { useMoneyStore } from '../stores/moneyStore';

/**
 * Reads the money settings once the layout is up, so every money figure is shown in the
 * business's currency; a failed read keeps the defaults (the HTTP client said why).
 */
export function useLoadMoneySettings() {
  const api = useApi();
  useEffect(() => {
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
  }, [api]);
}
