/** The page's own address (a fixed one outside a browser, in tests). */
export function pageAddress(): string {
  return globalThis.location?.href ?? 'http://localhost/';
}

/** The origin a URL (absolute, or relative to the page) points at; null when it is no URL. */
export function originOf(url: string): string | null {
  try {
    return new URL(url, pageAddress()).origin;
  } catch {
    return null;
  }
}
