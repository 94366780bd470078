// The DataTable benchmark page (bench/browser.mjs builds it with Vite in production mode and
// loads it in Chromium): the `Virtualized100k` story's table — client mode, the order list's
// columns, selectable, 420 px high — with `?rows=N` rows (100,000 by default), mounted on
// demand so that the benchmark can throttle the CPU first. Timings come back as numbers of
// milliseconds; nothing here judges them.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import '../../styles/index.css';
import { UiProvider } from '../../provider/UiProvider';
import { DataTable } from '../DataTable';
import { orderColumns, orderRows } from '../storyFixtures';

declare global {
  interface Window {
    /** Renders the table; resolves with ms from `render()` to the first frame painted with its rows. */
    benchMountTable: () => Promise<number>;
    /** Clicks a sortable header's button; resolves with ms from the click to the frame painted sorted. */
    benchSort: (header: string) => Promise<{ ms: number; sort: string | null }>;
    /** Scrolls the table for `seconds`, one step a frame; resolves with every frame's duration in ms. */
    benchScroll: (seconds: number, pixelsPerSecond: number) => Promise<number[]>;
  }
}

const rowCount = Number(new URLSearchParams(location.search).get('rows') ?? 100_000);
// Made before any timing starts, as the story makes them when its module loads.
const rows = orderRows(rowCount);
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** Resolves after the next frame has been painted: a task queued from requestAnimationFrame runs after it. */
const afterPaint = () =>
  new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));

function Committed({ onCommit }: { onCommit: () => Promise<void> }) {
  useEffect(() => void onCommit(), [onCommit]);
  return null;
}

const table = () => document.querySelector<HTMLTableElement>('table[aria-label="订单列表"]');

window.benchMountTable = () =>
  new Promise((resolve, reject) => {
    const start = performance.now();
    // Client mode loads its virtualizer with the first table: mounted means the first row painted.
    const onCommit = async () => {
      for (;;) {
        const painted = await afterPaint();
        if (table()?.querySelector('tbody tr[data-row-index="0"]')) return resolve(painted - start);
        if (painted - start > 10_000) return reject(new Error('The table had no first row within 10 s.'));
      }
    };
    const container = document.getElementById('root');
    if (!container) throw new Error('The page has no #root.');
    createRoot(container).render(
      <UiProvider locale="zh" size="mini">
        <DataTable
          label="订单列表"
          columns={orderColumns}
          data={rows}
          getRowId={(row) => row.id}
          getRowLabel={(row) => row.orderNo}
          mode="client"
          selectable
          maxHeight={420}
        />
        <Committed onCommit={onCommit} />
      </UiProvider>,
    );
  });

window.benchSort = async (header) => {
  const cell = [...(table()?.querySelectorAll<HTMLElement>('thead th') ?? [])].find((th) =>
    th.textContent?.includes(header),
  );
  const button = cell?.querySelector<HTMLButtonElement>('button');
  if (!cell || !button) throw new Error(`No sortable header "${header}".`);
  const before = cell.getAttribute('aria-sort');
  const start = performance.now();
  button.click();
  // Wait (frame by frame, at most 10 s) for the new order: the header's aria-sort and the rows
  // come from the same render (nothing in DataTable defers the sorted rows).
  while (cell.getAttribute('aria-sort') === before) {
    if (performance.now() - start > 10_000) throw new Error('The table did not sort within 10 s.');
    await nextFrame();
  }
  return { ms: (await afterPaint()) - start, sort: cell.getAttribute('aria-sort') };
};

window.benchScroll = async (seconds, pixelsPerSecond) => {
  const scroller = table()?.closest<HTMLElement>('[data-slot="data-table-scroll"]');
  if (!scroller) throw new Error('No table to scroll.');
  const range = scroller.scrollHeight - scroller.clientHeight;
  const frames: number[] = [];
  const start = await nextFrame();
  let last = start;
  for (;;) {
    const now = await nextFrame();
    frames.push(now - last);
    last = now;
    if (now - start >= seconds * 1000) break;
    scroller.scrollTop = (((now - start) / 1000) * pixelsPerSecond) % range;
  }
  return frames;
};
