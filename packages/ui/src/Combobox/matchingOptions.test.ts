import { enabledIndexFrom, matchingOptions, type ComboboxOption } from './matchingOptions';

const merchants: ComboboxOption[] = [
  { value: '1', label: '南京汉中路酒店大堂', description: '南京便利科技 · 南京市秦淮区汉中路 1 号' },
  { value: '2', label: '南京汉中路酒店大堂', description: '南京便利科技 · 南京市鼓楼区汉中路 88 号' },
  { value: '3', label: 'Airport Hall B', description: 'Shanghai Retail · Pudong', disabled: true },
  { value: '4', label: 'ＡＢＣ Store' },
];

describe('matchingOptions', () => {
  it('keeps every option for an empty search', () => {
    expect(matchingOptions(merchants, '  ')).toBe(merchants);
  });

  it('finds by label or description, every word, ignoring case and width', () => {
    expect(matchingOptions(merchants, '酒店 鼓楼').map((option) => option.value)).toEqual(['2']);
    expect(matchingOptions(merchants, 'pudong').map((option) => option.value)).toEqual(['3']);
    expect(matchingOptions(merchants, 'abc').map((option) => option.value)).toEqual(['4']);
    expect(matchingOptions(merchants, '无此商户')).toEqual([]);
  });
});

describe('enabledIndexFrom', () => {
  it('steps over disabled options and stops at the ends', () => {
    expect(enabledIndexFrom(merchants, 1, 1)).toBe(3);
    expect(enabledIndexFrom(merchants, 3, -1)).toBe(1);
    expect(enabledIndexFrom(merchants, 3, 1)).toBe(3);
    expect(enabledIndexFrom(merchants, 0, -8)).toBe(0);
    expect(enabledIndexFrom(merchants, 0, Infinity)).toBe(3);
    expect(enabledIndexFrom(merchants, 3, -Infinity)).toBe(0);
    expect(enabledIndexFrom([{ value: 'x', label: 'x', disabled: true }], 0, 1)).toBe(-1);
  });
});
