import { loadRuntimeConfig, runtimeConfig } from './runtime';

const respond = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

const defaults = { apiBaseUrl: '', staticBaseUrl: '/uploads', uploadUrl: '', navigationUrl: '' };

describe('loadRuntimeConfig', () => {
  it('takes the API base URL from config.json', async () => {
    await expect(loadRuntimeConfig(respond(200, { apiBaseUrl: 'https://api.example' }))).resolves.toEqual({
      ...defaults,
      apiBaseUrl: 'https://api.example',
    });
  });

  it('takes the static base URL and the upload URL from config.json too (issue point 11, docs/SPECIFICATION.md §9)', async () => {
    const served = {
      apiBaseUrl: 'https://api.example',
      staticBaseUrl: 'https://cdn.example/files',
      uploadUrl: 'https://upload.example/put',
      navigationUrl: 'https://uri.amap.com/marker?position={lng},{lat}&name={name}',
    };
    await expect(loadRuntimeConfig(respond(200, served))).resolves.toEqual(served);
    expect(runtimeConfig()).toEqual(served);
  });

  it('falls back to the defaults, field by field, when config.json is missing, malformed or unreachable', async () => {
    await expect(loadRuntimeConfig(respond(404, {}))).resolves.toEqual(defaults);
    await expect(loadRuntimeConfig(respond(200, { apiBaseUrl: 42 }))).resolves.toEqual(defaults);
    await expect(
      loadRuntimeConfig(respond(200, { staticBaseUrl: 'https://cdn.example', uploadUrl: null })),
    ).resolves.toEqual({ ...defaults, staticBaseUrl: 'https://cdn.example' });
    const offline = (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(loadRuntimeConfig(offline)).resolves.toEqual(defaults);
    expect(runtimeConfig()).toEqual(defaults);
  });
});
