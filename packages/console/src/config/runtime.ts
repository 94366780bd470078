/**
 * Where the API, the uploaded files and the upload call live (docs/SPECIFICATION.md §7, §9).
 * The build-time `VITE_API_BASE_URL` is the API's default; a `config.json` beside index.html
 * overrides each setting at run time (the server serves it from STATIC_BASE_URL and
 * UPLOAD_URL), so one build can point at any backend.
 */
export interface RuntimeConfig {
  /** The API's base URL; empty for the origin that served the console. */
  apiBaseUrl: string;
  /** The prefix of uploaded files' URLs: a path on the API's server, or a full URL (a CDN). */
  staticBaseUrl: string;
  /** Where image uploads are posted; empty for the contract's path on the API. */
  uploadUrl: string;
  /** The maps service's navigation link, with {lat}, {lng} and {name}; empty for a `geo:` link. */
  navigationUrl: string;
}

function buildTimeConfig(): RuntimeConfig {
  // The project's defaults (docs/DEPLOY.md): files under /uploads on the server, uploads to the API.
  return {
    apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
    staticBaseUrl: '/uploads',
    uploadUrl: '',
    navigationUrl: '',
  };
}

let current: RuntimeConfig = buildTimeConfig();

/** The settings loaded last (the defaults until `loadRuntimeConfig` has run). */
export function runtimeConfig(): RuntimeConfig {
  return current;
}

export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch): Promise<RuntimeConfig> {
  const defaults = buildTimeConfig();
  current = defaults;
  try {
    const response = await fetchConfig('./config.json', { cache: 'no-store' });
    if (!response.ok) return defaults;
    // Checked by hand: the first screen should not load a schema library for four fields.
    const parsed: unknown = await response.json();
    const setting = (key: keyof RuntimeConfig): string => {
      const value =
        typeof parsed === 'object' && parsed !== null && key in parsed
          ? (parsed as Record<string, unknown>)[key]
          : undefined;
      return typeof value === 'string' ? value : defaults[key];
    };
    current = {
      apiBaseUrl: setting('apiBaseUrl'),
      staticBaseUrl: setting('staticBaseUrl'),
      uploadUrl: setting('uploadUrl'),
      navigationUrl: setting('navigationUrl'),
    };
    return current;
  } catch {
    return defaults;
  }
}
