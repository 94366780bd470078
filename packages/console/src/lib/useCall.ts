import type { AnswerData, EndpointName, RequestInput } from '@vending/contract';
import { useCallback, useEffect, useState } from 'react';
import { isCallAbandoned } from '../api';
import { useApi } from '../api/services';

export type CallStatus = 'loading' | 'ready' | 'error';

export interface CallState<Data> {
  status: CallStatus;
  /** The latest data; while a new request loads, the previous data stays so views do not jump. */
  data: Data | undefined;
  errorMessage: string | undefined;
  reload: () => void;
  /** Replaces the data in place (after a save) without asking the server again. */
  update: (change: (data: Data) => Data) => void;
}

interface Settled<Data> {
  key: string;
  data: Data | undefined;
  error: string | undefined;
}

/** Calls a contract endpoint whenever its input changes; a newer request supersedes an older one. */
export function useCall<Name extends EndpointName>(name: Name, input: RequestInput<Name>): CallState<AnswerData<Name>> {
  const api = useApi();
  const inputKey = JSON.stringify(input);
  const [reloads, setReloads] = useState(0);
  const key = `${name}:${inputKey}#${reloads}`;
  const [settled, setSettled] = useState<Settled<AnswerData<Name>> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api.call(name, JSON.parse(inputKey) as RequestInput<Name>, { signal: controller.signal }).then(
      (answer) => {
        // Code 0 or 21 come back as envelopes without data: the view shows why.
        if (answer.code === 1) setSettled({ key, data: answer.data, error: undefined });
        else setSettled((previous) => ({ key, data: previous?.data, error: answer.msg || String(answer.code) }));
      },
      (error: unknown) => {
        if (isCallAbandoned(error) || controller.signal.aborted) return;
        const text = error instanceof Error ? error.message : String(error);
        setSettled((previous) => ({ key, data: previous?.data, error: text }));
      },
    );
    return () => controller.abort();
  }, [api, name, inputKey, key]);

  const current = settled?.key === key ? settled : null;
  return {
    status: current === null ? 'loading' : current.error !== undefined ? 'error' : 'ready',
    data: settled?.data,
    errorMessage: current?.error,
    reload: useCallback(() => setReloads((count) => count + 1), []),
    update: useCallback(
      (change: (data: AnswerData<Name>) => AnswerData<Name>) =>
        setSettled((state) => (state?.data === undefined ? state : { ...state, data: change(state.data) })),
      [],
    ),
  };
}
