/** A LIKE pattern matching `keyword` anywhere; `%`, `_` and `\` in it are searched for literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
