import { compactFilterValues, formatDay, parseDay } from './filterFields';

describe('date filter ends', () => {
  it('reads a YYYY-MM-DD end as that local day', () => {
    expect(parseDay('2026-11-02')).toEqual(new Date(2026, 10, 2));
  });

  it('reads an open, malformed or impossible end as no day', () => {
    for (const value of ['', '2026-11', '02/11/2026', '2026-13-01', '2026-02-30', ' 2026-11-02']) {
      expect(parseDay(value)).toBeNull();
    }
  });

  it('writes a picked day back as YYYY-MM-DD, and no day as an open end', () => {
    expect(formatDay(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(formatDay(null)).toBe('');
    expect(formatDay(parseDay('2026-11-30'))).toBe('2026-11-30');
  });
});

describe('compactFilterValues', () => {
  it('drops empty fields and trims, keeping an open range end', () => {
    expect(
      compactFilterValues({ keyword: '  ', orderNo: ' VD1 ', createdAt: ['2026-11-01', ''], amount: ['', ''] }),
    ).toEqual({
      orderNo: 'VD1',
      createdAt: ['2026-11-01', ''],
    });
  });
});
