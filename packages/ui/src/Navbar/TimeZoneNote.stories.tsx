import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable } from '../DataTable';
import { dateTimeColumn, textColumn } from '../DataTable/columns';
import { setDisplayTimeZone } from '../format';
import { useUiLocale } from '../provider/UiProvider';
import { TimeZoneNote } from './TimeZoneNote';

// A fixed instant: the offsets compared and the names shown do not change with the day the picture is taken.
const now = Date.parse('2026-11-20T16:57:00.000Z');

interface Order {
  orderNo: string;
  createTime: string;
}
// 00:57 on the 21st in Shanghai; 16:57 on the 20th in UTC.
const rows: Order[] = [{ orderNo: 'O-20261121-0001', createTime: '2026-11-20T16:57:00.000Z' }];
const words = {
  zh: { list: '订单列表', orderNo: '订单编号', createTime: '下单时间' },
  en: { list: 'Orders', orderNo: 'Order no.', createTime: 'Ordered' },
};

/** The console's header and a list, times shown in the business zone (Asia/Shanghai) as the console sets it. */
function HeaderAndList({ browserZone }: { browserZone: string }) {
  const word = words[useUiLocale()];
  const columns = [
    textColumn<Order>({ id: 'orderNo', header: word.orderNo, value: (row) => row.orderNo, width: 200 }),
    dateTimeColumn<Order>({ id: 'createTime', header: word.createTime, time: (row) => row.createTime }),
  ];
  return (
    <div className="w-[720px] space-y-3 p-4">
      <header className="flex h-12 items-center justify-end gap-2 border-b border-border px-3">
        <TimeZoneNote browserZone={browserZone} now={now} />
        <span className="text-xs text-text">admin</span>
      </header>
      <DataTable label={word.list} data={rows} columns={columns} getRowId={(row) => row.orderNo} mode="client" />
    </div>
  );
}

const meta = {
  title: 'Shell/TimeZoneNote',
  component: HeaderAndList,
  parameters: { layout: 'fullscreen' },
  args: { browserZone: 'UTC' },
  // The zone the console learns from the session; the next story starts without it.
  beforeEach: () => {
    setDisplayTimeZone('Asia/Shanghai');
    return () => setDisplayTimeZone(undefined);
  },
} satisfies Meta<typeof HeaderAndList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reader in UTC: the business's zone said once in the header; the order's time is Shanghai's 00:57 of the 21st. */
export const ZonesDiffer: Story = {
  name: 'Zones differ',
  play: async ({ canvas, canvasElement }) => {
    const note = canvasElement.querySelector('[data-slot="time-zone-note"]');
    await expect(note).toHaveTextContent('时间与日期均按业务时区显示：中国标准时间 (UTC+8)');
    await expect(note).toHaveAttribute('title', '时间与日期均按业务时区显示：中国标准时间 (UTC+8)');
    const table = canvas.getByRole('table', { name: '订单列表' });
    await expect(await within(table).findByText('2026-11-21 00:57:00')).toBeVisible();
  },
};

export const ZonesDifferEnglish: Story = {
  name: 'Zones differ (English)',
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="time-zone-note"]')).toHaveTextContent(
      'Times and dates are in the business time zone: China Standard Time (UTC+8)',
    );
    await expect(
      await within(canvas.getByRole('table', { name: 'Orders' })).findByText('2026-11-21 00:57:00'),
    ).toBeVisible();
  },
};

export const ZonesDifferDefaultSize: Story = {
  name: 'Zones differ (default size)',
  globals: { size: 'default' },
};

/** A reader in Hong Kong reads the same clock as Shanghai: nothing is said. */
export const ZonesAgree: Story = {
  name: 'Zones agree',
  args: { browserZone: 'Asia/Hong_Kong' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await within(canvas.getByRole('table', { name: '订单列表' })).findByText('2026-11-21 00:57:00'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="time-zone-note"]')).toBeNull();
  },
};
