import type { EndpointName } from '@vending/contract';
import { useEffect, useState } from 'react';
import { useApi } from '../../api/services';
import type { DeclaredListPage } from './declaration';
import type { LoadedOptions } from './kinds/kind';
import { filterKindOf } from './kinds/registry';

type Choices = LoadedOptions[string];

/** The choices in an options call's answer (`{ rows }`). */
function rowsOf(data: unknown): Choices {
  return typeof data === 'object' && data !== null && 'rows' in data && Array.isArray(data.rows) ? data.rows : [];
}

/** Asks each call for its choices; a failed call leaves its select empty (the client said why). */
export function useLoadedOptions(calls: readonly EndpointName[]): LoadedOptions {
  const api = useApi();
  const [loaded, setLoaded] = useState<LoadedOptions>({});
  const key = [...new Set(calls)].sort().join(',');
  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    const names = key.split(',') as EndpointName[];
    void Promise.all(
      names.map(async (call) => {
        try {
          const answer = await api.call(call, {} as never);
          return [call, answer.code === 1 ? rowsOf(answer.data) : []] as const;
        } catch {
          return [call, []] as const;
        }
      }),
    ).then((entries) => {
      if (live) setLoaded(Object.fromEntries(entries));
    });
    return () => {
      live = false;
    };
  }, [api, key]);
  return loaded;
}

/** The options of a page's `options` filters. */
export function useFilterOptions(page: DeclaredListPage): LoadedOptions {
  return useLoadedOptions(
    (page.filters ?? []).flatMap((filter) => {
      const call = filterKindOf(filter).optionsCall?.(filter);
      return call ? [call] : [];
    }),
  );
}
