import { CallAbandoned, type ApiClient } from './client';
import { deferredApi } from './deferred';

const envelope = { code: 1, msg: '', data: null };

function fakeClient() {
  const client = {
    call: vi.fn(async () => envelope),
    download: vi.fn(async () => ({ blob: new Blob(['x']), fileName: 'members.xlsx' })),
    abortAll: vi.fn(),
  };
  return client;
}

describe('deferredApi (the first screen is drawn before config.json answers)', () => {
  it('holds each call until the client is made from the settings, then sends it as it was asked', async () => {
    const made = fakeClient();
    let ready: (client: ApiClient) => void = () => undefined;
    const api = deferredApi(new Promise<ApiClient>((resolve) => (ready = resolve)));
    const call = api.call('getManagerInfo', undefined, { answerAnyCode: true });
    const download = api.download('getUserListExcle', { keyword: '张' });
    await Promise.resolve();
    expect(made.call).not.toHaveBeenCalled();
    ready(made as unknown as ApiClient);
    await expect(call).resolves.toEqual(envelope);
    await expect(download).resolves.toMatchObject({ fileName: 'members.xlsx' });
    expect(made.call).toHaveBeenCalledWith('getManagerInfo', undefined, { answerAnyCode: true });
    expect(made.download).toHaveBeenCalledWith('getUserListExcle', { keyword: '张' }, undefined);
    // Once made, calls go straight to it.
    await api.call('getMenuList', { managerId: 1 });
    expect(made.call).toHaveBeenCalledTimes(2);
    api.abortAll();
    expect(made.abortAll).toHaveBeenCalledOnce();
  });

  it('a call still waiting when everything is aborted (logout) is abandoned, never sent', async () => {
    const made = fakeClient();
    let ready: (client: ApiClient) => void = () => undefined;
    const api = deferredApi(new Promise<ApiClient>((resolve) => (ready = resolve)));
    const call = api.call('getManagerInfo');
    api.abortAll();
    ready(made as unknown as ApiClient);
    await expect(call).rejects.toBeInstanceOf(CallAbandoned);
    expect(made.call).not.toHaveBeenCalled();
    // Calls asked after the abort go out.
    await expect(api.call('getManagerInfo')).resolves.toEqual(envelope);
  });
});
