import type { AnswerData, EndpointName, RequestInput } from '@vending/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isCallAbandoned } from '../api';
import { useApi } from '../api/services';

export type CallStatus = 'loading' | 'ready' | 'error';

export interface CallState<Data> {
  status: CallStatus;
  /** The latest data; while a new request loads, the previous data stays so views do not jump. */
  data: Data | undefined;
  errorMessage: string | undefined;
  reload: () => void;
  /**
   * Asks again in the background (a live page's poll): the status stays as it is and the data
   * stays on screen until the answer replaces it; a failure keeps what is shown (the next poll
   * tries again). Nothing is asked while a request is in flight.
   */
  refresh: () => void;
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
  const [refreshes, setRefreshes] = useState(0);
  const settledKey = useRef<string | null>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    // A refresh asks again for what is settled already: it changes nothing on screen but the data.
    const quiet = settledKey.current === key;
    inFlight.current = true;
    const settle = (next: (previous: Settled<AnswerData<Name>> | null) => Settled<AnswerData<Name>> | null) => {
      inFlight.current = false;
      settledKey.current = key;
      setSettled(next);
    };
    // A refresh's failure shows nothing: the page keeps what it shows and polls again.
    const options = quiet
      ? { signal: controller.signal, answerAnyCode: true, background: true }
      : { signal: controller.signal };
    api.call(name, JSON.parse(inputKey) as RequestInput<Name>, options).then(
      (answer) => {
        // Code 0 or 21 come back as envelopes without data: the view shows why.
        if (answer.code === 1)
          settle((previous) =>
            // An unchanged answer (304: the client's kept copy) renders nothing again.
            previous?.key === key && previous.data === answer.data && previous.error === undefined
              ? previous
              : { key, data: answer.data, error: undefined },
          );
        else if (quiet) settle((previous) => previous);
        else settle((previous) => ({ key, data: previous?.data, error: answer.msg || String(answer.code) }));
      },
      (error: unknown) => {
        if (isCallAbandoned(error) || controller.signal.aborted) return;
        const text = error instanceof Error ? error.message : String(error);
        settle((previous) => (quiet ? previous : { key, data: previous?.data, error: text }));
      },
    );
    return () => {
      inFlight.current = false;
      controller.abort();
    };
  }, [api, name, inputKey, key, refreshes]);

  const current = settled?.key === key ? settled : null;
  return {
    status: current === null ? 'loading' : current.error !== undefined ? 'error' : 'ready',
    data: settled?.data,
    errorMessage: current?.error,
    reload: useCallback(() => setReloads((count) => count + 1), []),
    refresh: useCallback(() => {
      if (!inFlight.current) setRefreshes((count) => count + 1);
    }, []),
    update: useCallback(
      (change: (data: AnswerData<Name>) => AnswerData<Name>) =>
        setSettled((state) => (state?.data === undefined ? state : { ...state, data: change(state.data) })),
      [],
    ),
  };
}
