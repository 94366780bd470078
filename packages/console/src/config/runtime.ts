import { z } from 'zod';

/**
 * Where the API lives. The build-time `VITE_API_BASE_URL` is the default; a `config.json`
 * beside index.html overrides it at run time, so one build can point at any backend.
 * An empty base URL means "the same origin that served the console".
 */
const runtimeConfigSchema = z.object({ apiBaseUrl: z.string().optional() });
export type RuntimeConfig = { apiBaseUrl: string };

export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch): Promise<RuntimeConfig> {
  const buildTime = { apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '' };
  try {
    const response = await fetchConfig('./config.json', { cache: 'no-store' });
    if (!response.ok) return buildTime;
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    return parsed.success ? { apiBaseUrl: parsed.data.apiBaseUrl ?? buildTime.apiBaseUrl } : buildTime;
  } catch {
    return buildTime;
  }
}
