/** A size in bytes in human units: 22 B, 1.5 KB, 12.3 MB (1 KB = 1024 B). */
export function humanBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? value.toFixed(0) : value.toFixed(1)} ${units[unit]}`;
}

/** The first and last characters of a checksum, for a narrow column. */
export function shortChecksum(sha256: string): string {
  return sha256.length > 16 ? `${sha256.slice(0, 8)}…${sha256.slice(-6)}` : sha256;
}

/** A stored package's file name: the last part of its URL. */
export function fileNameOf(url: string): string {
  return url.split(/[/?#]/).filter(Boolean).at(-1) ?? url;
}

/** The largest package the server stores (its UPLOAD_MAX_PACKAGE_BYTES default). */
export const MAX_PACKAGE_BYTES = 200 * 1_048_576;
