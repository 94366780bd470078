import { loadRuntimeConfig } from './runtime';

const respond = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('loadRuntimeConfig', () => {
  it('takes the API base URL from config.json', async () => {
    await expect(loadRuntimeConfig(respond(200, { apiBaseUrl: 'https://api.example' }))).resolves.toEqual({
      apiBaseUrl: 'https://api.example',
    });
  });

  it('falls back to the build-time value when config.json is missing, malformed or unreachable', async () => {
    await expect(loadRuntimeConfig(respond(404, {}))).resolves.toEqual({ apiBaseUrl: '' });
    await expect(loadRuntimeConfig(respond(200, { apiBaseUrl: 42 }))).resolves.toEqual({ apiBaseUrl: '' });
    const offline = (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(loadRuntimeConfig(offline)).resolves.toEqual({ apiBaseUrl: '' });
  });
});
