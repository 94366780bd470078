/** Words in Chinese and English with the same keys; a key missing in one language fails the type check. */
export function defineMessages<const Keys extends string>(
  zh: Record<Keys, string>,
  en: Record<Keys, string>,
): { zh: Record<Keys, string>; en: Record<Keys, string> } {
  return { zh, en };
}
