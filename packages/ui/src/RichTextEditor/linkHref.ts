const allowedSchemes = /^(https?|mailto):/i;
const anyScheme = /^[a-z][a-z0-9+.-]*:/i;

/**
 * What a person typed as a link, made into an href, or null when it cannot be one: http,
 * https and mailto only (never javascript: or data:); a bare host gets https://.
 */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (text === '' || /\s/.test(text)) return null;
  const candidate = allowedSchemes.test(text)
    ? text
    : anyScheme.test(text) && !/^[^:]+:\d/.test(text)
      ? null
      : `https://${text}`;
  if (candidate === null) return null;
  try {
    const url = new URL(candidate);
    if (url.protocol === 'mailto:') return url.pathname.includes('@') ? candidate : null;
    return url.hostname.includes('.') || url.hostname === 'localhost' ? candidate : null;
  } catch {
    return null;
  }
}
