import { act, renderHook } from '@testing-library/react';
import { readTableLayout, tableLayoutKey, useTablePersistence } from './useTablePersistence';

beforeEach(() => localStorage.clear());

describe('useTablePersistence', () => {
  it('starts with every column visible at its declared width', () => {
    const { result } = renderHook(() => useTablePersistence('members'));
    expect(result.current.layout).toEqual({ visibility: {}, widths: {} });
  });

  it('remembers visibility and widths under the table id', () => {
    const first = renderHook(() => useTablePersistence('members'));
    act(() => {
      first.result.current.setColumnVisible('phone', false);
      first.result.current.setColumnWidth('name', 181.6);
    });
    expect(JSON.parse(localStorage.getItem(tableLayoutKey('members'))!)).toEqual({
      visibility: { phone: false },
      widths: { name: 182 },
    });
    first.unmount();

    const again = renderHook(() => useTablePersistence('members'));
    expect(again.result.current.layout).toEqual({ visibility: { phone: false }, widths: { name: 182 } });
    const other = renderHook(() => useTablePersistence('orders'));
    expect(other.result.current.layout).toEqual({ visibility: {}, widths: {} });
  });

  it('switches layouts when the table id changes', () => {
    localStorage.setItem(tableLayoutKey('orders'), JSON.stringify({ visibility: { amount: false }, widths: {} }));
    const { result, rerender } = renderHook(({ id }) => useTablePersistence(id), { initialProps: { id: 'members' } });
    rerender({ id: 'orders' });
    expect(result.current.layout.visibility).toEqual({ amount: false });
  });

  it('forgets the choices on reset', () => {
    const { result } = renderHook(() => useTablePersistence('members'));
    act(() => result.current.setColumnWidth('name', 200));
    act(() => result.current.resetLayout());
    expect(result.current.layout).toEqual({ visibility: {}, widths: {} });
    expect(readTableLayout(localStorage, 'members')).toEqual({ visibility: {}, widths: {} });
  });

  it('keeps the layout in memory only when there is no table id', () => {
    const { result } = renderHook(() => useTablePersistence(undefined));
    act(() => result.current.setColumnVisible('phone', false));
    expect(result.current.layout.visibility).toEqual({ phone: false });
    expect(localStorage.length).toBe(0);
  });

  it('ignores stored data of another shape', () => {
    localStorage.setItem(tableLayoutKey('a'), 'not json');
    localStorage.setItem(tableLayoutKey('b'), JSON.stringify({ visibility: { x: 'no' }, widths: { y: -5 } }));
    expect(readTableLayout(localStorage, 'a')).toEqual({ visibility: {}, widths: {} });
    expect(readTableLayout(localStorage, 'b')).toEqual({ visibility: {}, widths: {} });
  });

  it('still works when storage refuses writes', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const { result } = renderHook(() => useTablePersistence('members', full));
    act(() => result.current.setColumnVisible('phone', false));
    expect(result.current.layout.visibility).toEqual({ phone: false });
  });
});
