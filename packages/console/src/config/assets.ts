import { runtimeConfig, type RuntimeConfig } from './runtime';

const FULL_URL = /^(https?:\/\/|\/\/|blob:|data:image\/)/i;
const ANY_SCHEME = /^[a-z][a-z\d+.-]*:/i;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');
const join = (base: string, path: string) => `${withoutTrailingSlash(base)}/${path.replace(/^\/+/, '')}`;

/**
 * The address of an uploaded image (an avatar, an image column) as the browser should load it
 * (docs/SPECIFICATION.md §9): a full URL stays as it is; a relative path is resolved against
 * the static base URL, whose own path form lives on the API's server — so a console hosted
 * apart from the API still shows images. A path that already starts with the static base's
 * path (the server's answers are STATIC_BASE_URL/key) is not doubled. Undefined for no image,
 * or for anything that is not an image address (`javascript:`).
 */
export function assetUrl(reference: unknown, config: RuntimeConfig = runtimeConfig()): string | undefined {
  if (typeof reference !== 'string' || reference.trim() === '') return undefined;
  const path = reference.trim();
  if (FULL_URL.test(path)) return path;
  if (ANY_SCHEME.test(path)) return undefined;
  const staticBase = withoutTrailingSlash(config.staticBaseUrl);
  const staticUrl = /^https?:\/\//i.test(staticBase) && URL.canParse(staticBase) ? new URL(staticBase) : null;
  // Where the static base's path lives: its own origin, or the API's server.
  const root = staticUrl ? staticUrl.origin : withoutTrailingSlash(config.apiBaseUrl);
  const basePath = staticUrl ? withoutTrailingSlash(staticUrl.pathname) : staticBase;
  const absolute = staticUrl !== null;
  if (basePath.startsWith('/') && path.startsWith(`${basePath}/`)) return `${root}${path}`;
  return join(absolute ? staticBase : `${root}${basePath}`, path);
}
