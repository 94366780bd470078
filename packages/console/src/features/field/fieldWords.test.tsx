import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../config/constants';
import { FieldLanguage, fieldWords, useFieldWords } from './fieldWords';

const inLanguage = (language: Language) => ({
  wrapper: ({ children }: { children: ReactNode }) => <FieldLanguage value={language}>{children}</FieldLanguage>,
});

describe('the field view’s words', () => {
  it('are whole in both languages, with the same places to fill', () => {
    const places = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    expect(Object.keys(fieldWords.en.field).sort()).toEqual(Object.keys(fieldWords.zh.field).sort());
    for (const [word, text] of Object.entries(fieldWords.zh.field)) {
      const english = fieldWords.en.field[word as keyof typeof fieldWords.en.field];
      expect(english, word).not.toBe('');
      expect(places(english), word).toEqual(places(text));
    }
  });

  it('are said in the view’s language, the places filled in', () => {
    const { result } = renderHook(() => useFieldWords(), inLanguage('zh'));
    expect(result.current.language).toBe('zh');
    expect(result.current.t('field.trip', { id: 12, vehicle: '沪A·3K752' })).toBe('行程 #12 · 沪A·3K752');
    const english = renderHook(() => useFieldWords(), inLanguage('en')).result.current;
    expect(english.t('field.progress', { done: 1, total: 3 })).toBe('1 / 3 stops');
    expect(english.t('field.title')).toBe('Today’s trips');
  });

  it('speak Chinese where no page said otherwise, and leave a place without a value as it is', () => {
    const { result } = renderHook(() => useFieldWords());
    expect(result.current.t('field.syncFailed')).toBe('同步失败：{{message}}');
  });
});
