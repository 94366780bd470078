import type { Meta, StoryObj } from '@storybook/react-vite';
import { clear, createStore } from 'idb-keyval';
import { expect, userEvent, within } from 'storybook/test';
import type { Language } from '../../config/constants';
import { languageOf, phoneWidth } from '../../stories/consolePage';
import { mockFetch, ok, type MockAnswers } from '../../stories/mockNetwork';
import { fieldTrip } from './fixtures';
import { FIELD_CALLS } from './fieldApi';
import FieldPage from './FieldPage';
import { FieldLanguage } from './fieldWords';
import { keepPending, keepTrips } from './outbox';

/*
 * The restocker's phone (field.html) at 390 px, in both languages: today's trips, a stop at the
 * machine, a stop kept on the phone waiting to sync. The view is its own page (src/fieldView.tsx
 * draws it in the cookie's language and the ui's provider, as the stories' decorator does). It
 * sends its calls with fetch, so the stories answer fetch from the fixtures; what the phone keeps
 * (IndexedDB) starts empty.
 */

/** The view as its page draws it: in the story's language. */
function FieldStory({ language }: { language: Language }) {
  return (
    <FieldLanguage value={language}>
      <FieldPage />
    </FieldLanguage>
  );
}

const answers: MockAnswers = { getMyTrips: ok({ tripDate: '2026-11-20', rows: [fieldTrip] }) };

/** fetch answered from the fixtures; a stop sent is never answered (it stays 待同步). */
function fieldFetch(): typeof fetch {
  const answered = mockFetch(answers);
  return (input, init) =>
    String(input).includes(FIELD_CALLS.recordTripStop) ? new Promise<Response>(() => undefined) : answered(input, init);
}

const meta = {
  title: 'Console/Pages/Field',
  component: FieldStory,
  args: { language: 'zh' },
  render: (args, { globals }) => <FieldStory {...args} language={languageOf(globals)} />,
  parameters: { ...phoneWidth.parameters },
  globals: { ...phoneWidth.globals },
  beforeEach: async () => {
    await clear(createStore('vending-field', 'records'));
    const original = globalThis.fetch;
    globalThis.fetch = fieldFetch();
    return () => {
      globalThis.fetch = original;
    };
  },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = { globals: { ...phoneWidth.globals, locale: 'en' } };

/** Today's trip: its stops in order, the first done, each with its navigation link. */
export const TodayTrips: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const trip = within(await page.findByRole('region', { name: '行程 #12 · 沪A·3K752' }));
    await expect(trip.getByText('1 / 3 站')).toBeVisible();
    await expect(trip.getByText('已完成')).toBeVisible();
    await expect(trip.getAllByRole('link', { name: '导航' })).toHaveLength(3);
    await expect(trip.getAllByRole('link', { name: '导航' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^geo:/),
    );
    await expect(trip.getByRole('button', { name: '开始补货 VM000002' })).toBeVisible();
  },
};
export const TodayTripsEnglish: Story = {
  ...english,
  play: async ({ canvasElement }) => {
    const trip = within(await within(canvasElement).findByRole('region', { name: 'Trip #12 · 沪A·3K752' }));
    await expect(trip.getByText('1 / 3 stops')).toBeVisible();
    await expect(trip.getAllByRole('link', { name: 'Navigate' })).toHaveLength(3);
  },
};

/** Opens the second stop by keyboard. */
async function openStop(canvasElement: HTMLElement, open: string, region: string) {
  const page = within(canvasElement);
  (await page.findByRole('button', { name: open })).focus();
  await userEvent.keyboard('{Enter}');
  return within(await page.findByRole('region', { name: region }));
}

/** A stop at the machine: per slot planned and what is in it; filled, removed, the batch's date. */
export const StopEntry: Story = {
  play: async ({ canvasElement }) => {
    const stop = await openStop(canvasElement, '开始补货 VM000002', 'VM000002 2号售货机');
    const cola = within(stop.getByRole('group', { name: '货道 1 · 可口可乐 330ml' }));
    await expect(cola.getByText('计划 8，现有 2，容量 12')).toBeVisible();
    await userEvent.type(cola.getByLabelText('补入'), '11');
    await expect(await cola.findByText('补入后超过容量')).toBeVisible();
    await expect(stop.getByRole('button', { name: '完成本站' })).toBeDisabled();
    await userEvent.clear(cola.getByLabelText('补入'));
    await userEvent.type(cola.getByLabelText('补入'), '8');
    const milk = within(stop.getByRole('group', { name: '货道 4 · 蒙牛纯牛奶' }));
    await userEvent.type(milk.getByLabelText('过期下架'), '1');
    await expect(milk.getByLabelText('批次到期日')).toBeVisible();
    await expect(stop.getByRole('button', { name: '完成本站' })).toBeEnabled();
  },
};
export const StopEntryEnglish: Story = {
  ...english,
  play: async ({ canvasElement }) => {
    const stop = await openStop(canvasElement, 'Restock VM000002', 'VM000002 2号售货机');
    await expect(stop.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(stop.getAllByLabelText('Removed: expired')).toHaveLength(2);
  },
};

/** A stop recorded while the server has not yet answered: kept on the phone and shown 待同步. */
export const WaitingToSync: Story = {
  beforeEach: async () => {
    await keepPending({
      recordId: '5b0f4e0e-7c1e-4d38-9a55-1f7f5c3c2a10',
      tripId: 12,
      deviceId: 101,
      lines: [{ slotNo: 1, filled: 8, removedExpired: 0, removedDamaged: 0, expiryDate: '2027-03-01' }],
      photo: null,
      photoUrl: null,
      savedAt: '2026-11-20T03:05:00.000Z',
      refusal: null,
    });
  },
  play: async ({ canvasElement }) => {
    const trip = within(await within(canvasElement).findByRole('region', { name: '行程 #12 · 沪A·3K752' }));
    await expect(await trip.findByText('待同步')).toBeVisible();
    await expect(trip.queryByRole('button', { name: '开始补货 VM000002' })).toBeNull();
  },
};
export const WaitingToSyncEnglish: Story = {
  ...english,
  beforeEach: WaitingToSync.beforeEach,
  play: async ({ canvasElement }) => {
    const trip = within(await within(canvasElement).findByRole('region', { name: 'Trip #12 · 沪A·3K752' }));
    await expect(await trip.findByText('Waiting to sync')).toBeVisible();
  },
};

/**
 * What the phone kept while the server does not answer with today's trips: the trips of its last
 * answer, and the note over the foot of the page (out of the flow: it goes without moving them).
 */
export const KeptTrips: Story = {
  beforeEach: async () => {
    await keepTrips({ tripDate: '2026-11-19', rows: [fieldTrip] });
    const original = globalThis.fetch;
    globalThis.fetch = mockFetch({ getMyTrips: { code: 0, msg: '数据库繁忙，请稍后再试', data: null } });
    return () => {
      globalThis.fetch = original;
    };
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('显示的是上次联网时的行程')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^今日行程\s*2026-11-19$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: '行程 #12 · 沪A·3K752' })).toBeVisible();
  },
};
export const KeptTripsEnglish: Story = {
  ...english,
  beforeEach: KeptTrips.beforeEach,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Showing the trips as they were when last online')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trip #12 · 沪A·3K752' })).toBeVisible();
  },
};
