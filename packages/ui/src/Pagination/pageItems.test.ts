import { clampPage, pageCountOf, pageItems } from './pageItems';

describe('pageItems', () => {
  it('shows every page when there are at most seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts a gap before the last page near the start', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-end', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-end', 20]);
  });

  it('puts gaps on both sides in the middle', () => {
    expect(pageItems(5, 20)).toEqual([1, 'gap-start', 3, 4, 5, 6, 7, 'gap-end', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
  });

  it('puts a gap after the first page near the end', () => {
    expect(pageItems(17, 20)).toEqual([1, 'gap-start', 15, 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 15, 16, 17, 18, 19, 20]);
    expect(pageItems(16, 20)).toEqual([1, 'gap-start', 14, 15, 16, 17, 18, 'gap-end', 20]);
  });

  it('always includes the current page', () => {
    for (let current = 1; current <= 30; current += 1) expect(pageItems(current, 30)).toContain(current);
  });
});

describe('pageCountOf and clampPage', () => {
  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
  });

  it('keeps a typed page inside the pages', () => {
    expect(clampPage('3', 10)).toBe(3);
    expect(clampPage(' 99 ', 10)).toBe(10);
    expect(clampPage('0', 10)).toBe(1);
    expect(clampPage('abc', 10)).toBeNull();
  });
});
