import { cleanup, render, screen } from '@testing-library/react';
import type { DataTableColumn } from '@vending/ui';
import type { ReactNode } from 'react';
import { createI18n } from '../../../i18n';
import type { AnyRow, DeclaredColumn, DetailRuntime, PageRuntime } from './kind';
import { actionKinds, columnKinds, columnKindOf, filterKinds } from './registry';
import { sectionKinds } from './sectionRegistry';

const i18n = createI18n('en');
i18n.addResourceBundle(
  'en',
  'translation',
  { feedback: { options: { type: { 1: 'Fault', 5: 'Other' } } } },
  true,
  true,
);
const runtime: PageRuntime = {
  t: i18n.t,
  self: undefined,
  currency: 'CNY',
  namespace: 'feedback',
  rowId: 'id',
  labelOf: (row) => String(row.id),
  optional: () => undefined,
  confirmedCall: () => Promise.resolve(false),
  replaceRow: () => undefined,
  reload: () => undefined,
  open: () => undefined,
  edit: () => undefined,
  navigate: () => undefined,
  mayOpen: () => true,
  readOnly: false,
};

function cellOf(column: DataTableColumn<AnyRow>, row: AnyRow): ReactNode {
  const cell = column.cell;
  if (typeof cell !== 'function') throw new Error('The column draws no cell.');
  return cell({ row: { original: row } } as never) as ReactNode;
}

function draw(declared: DeclaredColumn, row: AnyRow) {
  render(<>{cellOf(columnKindOf(declared).column(declared, runtime), row)}</>);
}

describe('the page kinds registry', () => {
  it('finds each kind by its module, named as its file', () => {
    for (const [name, kind] of columnKinds) expect(kind.kind).toBe(name);
    for (const [name, kind] of filterKinds) expect(kind.kind).toBe(name);
    for (const [name, kind] of actionKinds) expect(kind.opens).toBe(name);
    expect([...columnKinds.keys()]).toEqual(
      expect.arrayContaining(['text', 'money', 'status', 'flag', 'enum', 'percent', 'twoLine', 'computed']),
    );
    expect([...actionKinds.keys()]).toEqual(
      expect.arrayContaining(['edit', 'form', 'dialog', 'confirm', 'page', 'transition']),
    );
  });

  it('offers a page action only to an administrator who may open that page', () => {
    const declared = {
      key: 'open',
      opens: 'page',
      path: '/member/detail',
      query: (row: AnyRow) => ({ id: String(row.id) }),
    } as const;
    const page = actionKinds.get('page')!;
    const holding = (paths: string[]): PageRuntime => ({ ...runtime, mayOpen: (path) => paths.includes(path) });
    expect(page.available?.(declared as never, holding(['/member/list', '/member/detail']))).toBe(true);
    expect(page.available?.(declared as never, holding(['/member/list']))).toBe(false);
  });

  it('refuses a kind no module declares', () => {
    expect(() => columnKindOf({ kind: 'sparkline' } as never)).toThrow('No column kind "sparkline"');
  });

  it('shows an enum in the namespace words and asks for each value', () => {
    const declared: DeclaredColumn = { kind: 'enum', field: 'type', values: ['1', '5'] };
    draw(declared, { id: 1, type: 5 });
    expect(screen.getByText('Other')).toBeInTheDocument();
    expect(columnKindOf(declared).words(declared, 'feedback')).toEqual([
      'feedback.options.type.1',
      'feedback.options.type.5',
    ]);
  });

  it('shows percents and basis points as a percent', () => {
    draw({ kind: 'percent', field: 'rate' }, { id: 1, rate: 12.5 });
    expect(screen.getByText('12.5%')).toBeInTheDocument();
    draw({ kind: 'percent', field: 'rate', unit: 'basisPoints' }, { id: 2, rate: 1250 });
    expect(screen.getAllByText('12.5%')).toHaveLength(2);
  });

  it('draws two lines, the secondary first when asked', () => {
    draw(
      { kind: 'twoLine', field: 'account', secondary: (row) => `bank of ${String(row.id)}`, secondaryFirst: true },
      { id: 7, account: '**** 1234' },
    );
    const account = screen.getByText('**** 1234');
    const bank = screen.getByText('bank of 7');
    expect(bank.compareDocumentPosition(account) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves a two-line cell on one line when its secondary is null, and shows the empty word alone', () => {
    i18n.addResourceBundle('en', 'translation', { feedback: { unbound: 'Not bound' } }, true, true);
    const declared: DeclaredColumn = {
      kind: 'twoLine',
      field: 'merchantName',
      secondary: (row) => (row.agentName as string | null) ?? null,
      empty: 'unbound',
    };
    expect(columnKindOf(declared).words(declared, 'feedback')).toEqual(['feedback.unbound']);
    draw(declared, { id: 1, merchantName: 'Kiosk', agentName: null });
    expect(screen.getByText('Kiosk').parentElement?.children).toHaveLength(1);
    cleanup();
    draw(declared, { id: 2, merchantName: null, agentName: 'Agent' });
    expect(screen.getByText('Not bound')).toBeInTheDocument();
    expect(screen.queryByText('Agent')).toBeNull();
  });

  it('shows the empty word where a text field holds nothing', () => {
    i18n.addResourceBundle('en', 'translation', { feedback: { anonymous: 'Anonymous' } }, true, true);
    draw({ kind: 'text', field: 'nickName', empty: 'anonymous' }, { id: 1, nickName: null });
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
  });

  it('finds each detail section kind by its module, and every column kind draws a value outside a table', () => {
    for (const [name, kind] of sectionKinds) expect(kind.kind).toBe(name);
    expect([...sectionKinds.keys()]).toEqual(
      expect.arrayContaining(['fields', 'table', 'timeline', 'flowActions', 'custom']),
    );
    for (const kind of columnKinds.values()) expect(typeof kind.value).toBe('function');
  });

  it("draws a record's field as its column would, whole where the cell would be cut", () => {
    const detail: DetailRuntime = {
      t: i18n.t,
      self: undefined,
      currency: 'CNY',
      namespace: 'feedback',
      version: 0,
      reload: () => undefined,
    };
    const value = (declared: DeclaredColumn, record: AnyRow) => columnKindOf(declared).value(declared, record, detail);
    render(
      <dl>
        <dd data-testid="money">{value({ kind: 'money', field: 'amount' }, { amount: 1_450 })}</dd>
        <dd data-testid="enum">{value({ kind: 'enum', field: 'type', values: ['1', '5'] }, { type: 1 })}</dd>
        <dd data-testid="text">{value({ kind: 'text', field: 'orderNo' }, { orderNo: 'D0000002401' })}</dd>
      </dl>,
    );
    expect(screen.getByTestId('money')).toHaveTextContent('¥14.50');
    expect(screen.getByTestId('enum')).toHaveTextContent('Fault');
    // No ellipsis outside a table: a description wraps instead.
    expect(screen.getByTestId('text').innerHTML).toBe('D0000002401');
    // No time is nothing: a description shows its dash rather than an empty value.
    expect(value({ kind: 'dateTime', field: 'at' }, { at: null })).toBeNull();
  });
});
