import type { FilterField } from '../FilterBar/filterFields';
import {
  defaultListQuery,
  listQueryFromSearchParams,
  listQueryToSearchParams,
  nextSort,
  type ListQuery,
} from './tableQuery';

const fields: FilterField[] = [
  { kind: 'text', name: 'name', label: '姓名' },
  { kind: 'select', name: 'status', label: '状态', options: [{ value: '1', label: '启用' }] },
  { kind: 'dateRange', name: 'createdAt', label: '创建时间' },
  { kind: 'numberRange', name: 'amount', label: '金额' },
];

describe('nextSort', () => {
  it('cycles none → ascending → descending → none on one column', () => {
    const asc = nextSort(null, 'createdAt');
    expect(asc).toEqual({ id: 'createdAt', desc: false });
    const desc = nextSort(asc, 'createdAt');
    expect(desc).toEqual({ id: 'createdAt', desc: true });
    expect(nextSort(desc, 'createdAt')).toBeNull();
  });

  it('starts ascending when another column is chosen', () => {
    expect(nextSort({ id: 'amount', desc: true }, 'createdAt')).toEqual({ id: 'createdAt', desc: false });
  });
});

describe('list query in the URL', () => {
  it('leaves a default query out of the URL entirely', () => {
    expect(listQueryToSearchParams(defaultListQuery).toString()).toBe('');
    expect(listQueryFromSearchParams(new URLSearchParams(), fields)).toEqual(defaultListQuery);
  });

  it('round-trips page, size, sort and every kind of filter', () => {
    const query: ListQuery = {
      page: 3,
      pageSize: 50,
      sort: { id: 'createdAt', desc: true },
      filters: { name: '张三', status: '1', createdAt: ['2026-01-01', '2026-01-31'], amount: ['', '100.5'] },
    };
    const params = listQueryToSearchParams(query);
    expect(params.get('sort')).toBe('-createdAt');
    expect(params.get('createdAt')).toBe('2026-01-01~2026-01-31');
    expect(params.get('amount')).toBe('~100.5');
    expect(listQueryFromSearchParams(new URLSearchParams(params.toString()), fields)).toEqual(query);
  });

  it('drops empty filters and trims text', () => {
    const params = listQueryToSearchParams({
      ...defaultListQuery,
      filters: { name: '  李四 ', status: '', createdAt: ['', ''] },
    });
    expect(params.toString()).toBe(`name=${encodeURIComponent('李四')}`);
  });

  it('falls back to defaults for malformed values and ignores unknown parameters', () => {
    const query = listQueryFromSearchParams(
      new URLSearchParams('page=abc&size=33&sort=drop%20table&unknown=1&name='),
      fields,
    );
    expect(query).toEqual(defaultListQuery);
    expect(listQueryFromSearchParams(new URLSearchParams('page=0'), fields).page).toBe(1);
  });

  it('honours the page defaults a list page passes in', () => {
    const defaults: ListQuery = { ...defaultListQuery, pageSize: 10, sort: { id: 'id', desc: true } };
    const query: ListQuery = { ...defaults, page: 2 };
    expect(listQueryToSearchParams(query, defaults).toString()).toBe('page=2');
    expect(listQueryFromSearchParams(new URLSearchParams('page=2'), fields, defaults)).toEqual(query);
    const unsorted: ListQuery = { ...defaults, sort: null };
    const params = listQueryToSearchParams(unsorted, defaults);
    expect(params.toString()).toBe('sort=');
    expect(listQueryFromSearchParams(params, fields, defaults)).toEqual(unsorted);
  });
});
