import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeText } from './SalesReportPage';
import { financeWords } from './words';

/** The words' own t: the key's text in the language, {{values}} filled in. */
function wordsIn(language: 'zh' | 'en'): TFunction {
  const words = financeWords[language].salesReport as unknown as Record<string, string>;
  return ((key: string, values?: Record<string, string>) =>
    words[key.replace('salesReport.', '')]!.replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) => values?.[name] ?? '',
    )) as TFunction;
}

describe('the sales report change (环比)', () => {
  it('says 新增 / New where there was nothing before, not +∞', () => {
    expect(changeText(130_000, 0, wordsIn('zh'))).toBe('新增');
    expect(changeText(130_000, 0, wordsIn('en'))).toBe('New');
    expect(changeText(0, 0, wordsIn('zh'))).toBe('—');
  });

  it('says a multiple from ten times up, not +2533.3%', () => {
    expect(changeText(263_330, 10_000, wordsIn('zh'))).toBe('26.3 倍');
    expect(changeText(263_330, 10_000, wordsIn('en'))).toBe('26.3×');
  });

  it('keeps the percentage below that', () => {
    expect(changeText(3_986_50, 4_029_00, wordsIn('zh'))).toBe('-1.1%');
    expect(changeText(95_000, 10_000, wordsIn('en'))).toBe('+850.0%');
  });
});
