import { parseNumberInput } from './NumberInput';

describe('parseNumberInput', () => {
  it('reads numbers, and empty or unfinished text as null', () => {
    expect(parseNumberInput('12')).toBe(12);
    expect(parseNumberInput('-2.5')).toBe(-2.5);
    expect(parseNumberInput('0')).toBe(0);
    expect(parseNumberInput('')).toBeNull();
    expect(parseNumberInput('  ')).toBeNull();
    expect(parseNumberInput('1e400')).toBeNull();
    expect(parseNumberInput('abc')).toBeNull();
  });
});
