import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories, phoneWidth } from '../../stories/consolePage';
import { expectDialogReadable } from '../../stories/expectReadable';
import { ok } from '../../stories/mockNetwork';
import { tripDetail, tripRows } from './fixtures';

const answers = {
  getTripList: ok({ rows: tripRows, total: tripRows.length }),
  getTrip: ok(tripDetail),
  reorderTripStops: ok(null),
};

const meta = {
  title: 'Console/Pages/Trips',
  ...consolePage({
    path: '/equipment/trip',
    answers,
    openTabs: [{ path: '/equipment/trip', title: '行程' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({ list: 'getTripList', table: { zh: '行程', en: 'Trips' }, cell: '粤B·6M218' });

/** The trips with their state, progress and the slots filled short of plan. */
export const Trips: Story = {
  play: async (context) => {
    await states.list.play(context);
    const table = within(await within(context.canvasElement).findByRole('table', { name: '行程' }));
    const underway = within(table.getByText('1 / 3 站').closest('tr')!);
    await expect(underway.getByText('进行中')).toBeVisible();
    await expect(underway.getByText('1 / 3 站')).toBeVisible();
    await expect(underway.getByText('1 个货道不足')).toBeVisible();
  },
};
export const TripsEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** The list at a phone's width (390 px), in each language: the restocker's manager on the road. */
export const TripsAtPhoneWidth: Story = {
  ...phoneWidth,
  play: async (context) => {
    await states.list.play(context);
    await expect(await within(context.canvasElement).findByText('1 个货道不足')).toBeInTheDocument();
  },
};
export const TripsAtPhoneWidthEnglish: Story = {
  ...phoneWidth,
  globals: { ...phoneWidth.globals, locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Trips' });
    await expect(await within(table).findByText('1 slots short')).toBeInTheDocument();
    await expect(within(table).getByText('Under way')).toBeInTheDocument();
  },
};

/** Opens the trip under way from its row, by keyboard. */
async function openTrip(canvasElement: HTMLElement, table: string, view: string, title: string) {
  const shown = within(await within(canvasElement).findByRole('table', { name: table }));
  const row = within((await shown.findByText(/^1 \/ 3 /)).closest('tr')!);
  row.getByRole('button', { name: view }).focus();
  await userEvent.keyboard('{Enter}');
  return within(document.body).findByRole('dialog', { name: title });
}

/**
 * A trip's detail at 390 px: per goods planned, filled and short; the stops in order with their
 * state, every line of the drawer read whole (a stop's label wraps, its moves go under it).
 */
export const TripDetailAtPhoneWidth: Story = {
  ...phoneWidth,
  play: async ({ canvasElement }) => {
    const dialog = await openTrip(canvasElement, '行程', '查看', '行程 #12');
    const drawer = within(dialog);
    await expect(await drawer.findByText('8.4 公里')).toBeVisible();
    const goods = within(drawer.getByRole('table'));
    const cola = within(goods.getByText('可口可乐 330ml').closest('tr')!);
    await expect(cola.getByText('24')).toBeVisible();
    await expect(cola.getByText('7')).toBeVisible();
    const stops = drawer.getByRole('list', { name: '行程站点' });
    await expect(within(stops).getAllByText('已完成')).toHaveLength(1);
    await expect(within(stops).getAllByText('未到达')).toHaveLength(2);
    await expectDialogReadable(dialog);
  },
};
export const TripDetailAtPhoneWidthEnglish: Story = {
  ...phoneWidth,
  globals: { ...phoneWidth.globals, locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await openTrip(canvasElement, 'Trips', 'View', 'Trip #12');
    const drawer = within(dialog);
    await expect(await drawer.findByText('8.4 km')).toBeVisible();
    const stops = drawer.getByRole('list', { name: 'Trip stops' });
    await expect(within(stops).getAllByText('Not reached')).toHaveLength(2);
    await expectDialogReadable(dialog);
  },
};
