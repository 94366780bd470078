/** Why a chosen file was refused before any upload. */
export type ImageFileProblem = 'wrongType' | 'tooLarge';

export const defaultImageTypes = ['image/png', 'image/jpeg'] as const;
/** 2 MiB, a common limit for product and advertisement images. */
export const defaultMaxImageBytes = 2 * 1024 * 1024;

/** Checks a file's MIME type and size; `null` when it may be uploaded. */
export function checkImageFile(
  file: Pick<File, 'type' | 'size'>,
  accept: readonly string[],
  maxBytes: number,
): ImageFileProblem | null {
  if (!accept.includes(file.type)) return 'wrongType';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/** "PNG/JPEG" from ['image/png', 'image/jpeg']: the part users recognise. */
export function describeImageTypes(accept: readonly string[]): string {
  return accept.map((type) => (type.split('/')[1] ?? type).replace('svg+xml', 'svg').toUpperCase()).join('/');
}

/** "2MB", "500KB": a byte limit as people write it. */
export function describeBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${Number(megabytes.toFixed(1))}MB`;
  return `${Math.round(bytes / 1024)}KB`;
}

/** Fills `{name}` placeholders of a message. */
export function fillMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
