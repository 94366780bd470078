import { CallAbandoned, type ApiClient } from './client';

/**
 * The client before config.json has answered (main.tsx): the first screen is drawn at once, and
 * each call waits for the client made from the loaded settings (the login form's submit, the
 * session call). A call still waiting when everything is aborted (logout) is abandoned, as the
 * client's own calls are.
 */
export function deferredApi(ready: Promise<ApiClient>): ApiClient {
  let client: ApiClient | null = null;
  let aborts = 0;
  void ready.then((made) => {
    client = made;
  });
  const whenReady = async (): Promise<ApiClient> => {
    if (client) return client;
    const before = aborts;
    const made = await ready;
    if (aborts !== before) throw new CallAbandoned('call abandoned');
    return made;
  };
  return {
    async call(name, input, options) {
      return (await whenReady()).call(name, input, options);
    },
    async download(name, input, options) {
      return (await whenReady()).download(name, input, options);
    },
    abortAll() {
      aborts += 1;
      client?.abortAll();
    },
  };
}
