/**
 * Where the API lives. The build-time `VITE_API_BASE_URL` is the default; a `config.json`
 * beside index.html overrides it at run time, so one build can point at any backend.
 * An empty base URL means "the same origin that served the console".
 */
export type RuntimeConfig = { apiBaseUrl: string };

export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch): Promise<RuntimeConfig> {
  const buildTime = { apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '' };
  try {
    const response = await fetchConfig('./config.json', { cache: 'no-store' });
    if (!response.ok) return buildTime;
    // Checked by hand: the first screen should not load a schema library for one field.
    const parsed: unknown = await response.json();
    const apiBaseUrl =
      typeof parsed === 'object' && parsed !== null && 'apiBaseUrl' in parsed ? parsed.apiBaseUrl : undefined;
    if (apiBaseUrl === undefined) return buildTime;
    return typeof apiBaseUrl === 'string' ? { apiBaseUrl } : buildTime;
  } catch {
    return buildTime;
  }
}
