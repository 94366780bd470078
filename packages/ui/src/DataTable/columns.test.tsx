import { render, screen, within } from '@testing-library/react';
import { UiProvider } from '../provider/UiProvider';
import {
  actionsColumn,
  columnMeta,
  dateTimeColumn,
  imageColumn,
  moneyColumn,
  statusColumn,
  switchColumn,
  textColumn,
  type DataTableColumn,
} from './columns';
import { DataTable } from './DataTable';

interface Member {
  id: string;
  name: string;
  balance: number;
  gst: number;
  state: 'underReview' | 'passed' | 'rejected';
  online: 0 | 1;
  joinedAt: string;
  enabled: boolean;
}

const now = new Date(2026, 10, 21, 12, 0, 0).getTime();
const member: Member = {
  id: 'm1',
  name: '张三',
  balance: 123456,
  gst: 11223,
  state: 'underReview',
  online: 1,
  joinedAt: '2026-11-21T11:55:00',
  enabled: true,
};

const columns: DataTableColumn<Member>[] = [
  textColumn({ id: 'name', header: '姓名', value: (row) => row.name, sortable: true }),
  moneyColumn({ id: 'balance', header: '余额', amount: (row) => row.balance, currency: 'AUD', gst: (row) => row.gst }),
  statusColumn({
    id: 'state',
    header: '提现状态',
    status: (row) => (row.state === 'underReview' ? { tone: 'warning', label: '审核中', state: row.state } : null),
  }),
  statusColumn({
    id: 'online',
    header: '在线',
    status: (row) => (row.online ? { tone: 'success', label: '在线' } : { tone: 'neutral', label: '离线' }),
  }),
  dateTimeColumn({ id: 'joinedAt', header: '注册时间', time: (row) => row.joinedAt }),
  dateTimeColumn({ id: 'seenAt', header: '最近', time: (row) => row.joinedAt, relative: true, now }),
  imageColumn({ id: 'avatar', header: '头像', src: () => null, alt: (row) => row.name }),
  switchColumn({
    id: 'enabled',
    header: '启用',
    checked: (row) => row.enabled,
    label: (row) => `启用 ${row.name}`,
    onChange: async () => undefined,
  }),
  actionsColumn({ header: '操作', actions: () => [{ label: '编辑', onSelect: () => undefined }] }),
];

function renderTable(locale: 'zh' | 'en' = 'zh') {
  return render(
    <UiProvider locale={locale}>
      <DataTable label="会员" columns={columns} data={[member]} getRowId={(row) => row.id} columnMenu={false} />
    </UiProvider>,
  );
}

describe('column factories', () => {
  it('declare id, header label, alignment and sortability', () => {
    const [name, balance, , , joinedAt, , avatar, , actions] = columns;
    expect(columnMeta(name!)).toMatchObject({ label: '姓名', align: 'start', width: undefined });
    expect(name!.enableSorting).toBe(true);
    expect(columnMeta(balance!)).toMatchObject({ label: '余额', align: 'end' });
    expect(balance!.enableSorting).toBe(false);
    expect(columnMeta(joinedAt!).width).toBe(170);
    expect(avatar!.enableSorting).toBe(false);
    expect(actions!.id).toBe('actions');
    expect(actions!.enableHiding).toBe(false);
  });

  it('sort by the underlying value: minor units, the instant, the flag', () => {
    const sortValue = (column: DataTableColumn<Member>) =>
      'accessorFn' in column ? column.accessorFn(member, 0) : undefined;
    expect(sortValue(columns[1]!)).toBe(123456);
    expect(sortValue(columns[4]!)).toBe(new Date('2026-11-21T11:55:00').getTime());
    expect(sortValue(columns[7]!)).toBe(1);
    // A status sorts by its raw state, else by its words.
    expect(sortValue(columns[2]!)).toBe('underReview');
    expect(sortValue(columns[3]!)).toBe('在线');
  });

  it('say nothing of GST on an amount that carried none (含 GST ¥0.00 read as noise)', () => {
    render(
      <UiProvider locale="zh">
        <DataTable
          label="会员"
          columns={[columns[1]!]}
          data={[{ ...member, gst: 0 }]}
          getRowId={(row) => row.id}
          columnMenu={false}
        />
      </UiProvider>,
    );
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('A$1,234.56')).toBeInTheDocument();
    expect(within(row).queryByText(/GST/)).toBeNull();
  });

  it('render every cell in the design system words', () => {
    renderTable();
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('A$1,234.56')).toBeInTheDocument();
    expect(within(row).getByText('含 GST A$112.23')).toBeInTheDocument();
    expect(within(row).getByText('审核中')).toBeInTheDocument();
    expect(within(row).getByText('在线')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-21 11:55:00')).toBeInTheDocument();
    expect(within(row).getByText('5分钟前')).toHaveAttribute('title', '2026-11-21 11:55:00');
    expect(within(row).getByRole('img', { name: '无图片' })).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: '启用 张三' })).toBeChecked();
    expect(within(row).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /姓名/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /余额/ })).not.toHaveAttribute('aria-sort');
  });

  it('render the caller’s status as a tag of its tone and words, the raw state as data-state', () => {
    renderTable();
    const row = screen.getAllByRole('row')[1]!;
    const underReview = within(row).getByText('审核中').closest('[data-slot="tag"]');
    expect(underReview).toHaveAttribute('data-variant', 'warning');
    expect(underReview).toHaveAttribute('data-state', 'underReview');
    expect(underReview!.querySelector('[data-slot="tag-dot"]')).toBeInTheDocument();
    const online = within(row).getByText('在线').closest('[data-slot="tag"]');
    expect(online).toHaveAttribute('data-variant', 'success');
    expect(online).not.toHaveAttribute('data-state');
  });

  it('leave the status cell empty when the row has no state', () => {
    render(
      <UiProvider locale="zh">
        <DataTable
          label="会员"
          columns={[columns[2]!]}
          data={[{ ...member, state: 'passed' as const }]}
          getRowId={(row) => row.id}
          columnMenu={false}
        />
      </UiProvider>,
    );
    const cell = within(screen.getAllByRole('row')[1]!).getByRole('cell');
    expect(cell.querySelector('[data-slot="tag"]')).not.toBeInTheDocument();
    expect(cell).toHaveTextContent(/^$/);
  });

  it('render relative time and GST in English', () => {
    renderTable('en');
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('incl. GST A$112.23')).toBeInTheDocument();
  });
});
