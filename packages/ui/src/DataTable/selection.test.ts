import { pageSelectionState, setRowRangeSelected, setRowSelected, toggleShownRows } from './selection';

const ids = ['a', 'b', 'c', 'd', 'e'];
const sorted = (set: Set<string>) => [...set].sort();

describe('row selection', () => {
  it('selects and clears one row without touching the input', () => {
    const start = new Set(['a']);
    expect(sorted(setRowSelected(start, 'c', true))).toEqual(['a', 'c']);
    expect(sorted(setRowSelected(start, 'a', false))).toEqual([]);
    expect(sorted(start)).toEqual(['a']);
  });

  it('selects the range from the anchor down to the target', () => {
    expect(sorted(setRowRangeSelected(new Set(['b']), ids, 'b', 'd', true))).toEqual(['b', 'c', 'd']);
  });

  it('selects the range upwards too, keeping rows outside it', () => {
    expect(sorted(setRowRangeSelected(new Set(['e']), ids, 'd', 'a', true))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('clears a range when the target is being cleared', () => {
    expect(sorted(setRowRangeSelected(new Set(ids), ids, 'b', 'd', false))).toEqual(['a', 'e']);
  });

  it('changes only the target when there is no anchor or the anchor is not shown', () => {
    expect(sorted(setRowRangeSelected(new Set(), ids, null, 'c', true))).toEqual(['c']);
    expect(sorted(setRowRangeSelected(new Set(['x']), ids, 'x', 'c', true))).toEqual(['c', 'x']);
  });

  it('reports none, some or all of the shown rows', () => {
    expect(pageSelectionState(new Set(), ids)).toBe('none');
    expect(pageSelectionState(new Set(['a', 'zz']), ids)).toBe('some');
    expect(pageSelectionState(new Set(ids), ids)).toBe('all');
    expect(pageSelectionState(new Set(['a']), [])).toBe('none');
  });

  it('selects all shown rows from the header, then clears only them', () => {
    const all = toggleShownRows(new Set(['other-page', 'a']), ids);
    expect(sorted(all)).toEqual([...ids, 'other-page'].sort());
    expect(sorted(toggleShownRows(all, ids))).toEqual(['other-page']);
  });
});
