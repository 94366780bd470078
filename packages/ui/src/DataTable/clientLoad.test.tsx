import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../provider/UiProvider';
import { textColumn } from './columns';
import { DataTable } from './DataTable';

// Client mode loads its virtualizer with the first table (list pages never download it).
// Offline, that load fails: the table must say so and load again from its 重试.
const network = vi.hoisted(() => ({ online: false, loads: 0 }));
vi.mock('./hooks/VirtualRowWindow', async (importOriginal) => {
  network.loads += 1;
  if (!network.online) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

interface Fruit {
  id: number;
  name: string;
}
const fruits: Fruit[] = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, name: `水果 ${index + 1}` }));
const columns = [textColumn<Fruit>({ id: 'name', header: '名称', value: (row) => row.name })];

describe('DataTable in client mode, its virtualizer loaded on demand', () => {
  it('shows the error state with 重试 when the code cannot be loaded, and the rows after 重试', async () => {
    render(
      <UiProvider locale="zh">
        <DataTable label="水果" mode="client" columns={columns} data={fruits} getRowId={(row) => String(row.id)} />
      </UiProvider>,
    );
    const table = screen.getByRole('table', { name: '水果' });
    const retry = await within(table).findByRole('button', { name: '重试' });
    expect(within(table).getByText('加载失败')).toBeVisible();
    expect(table).not.toHaveAttribute('aria-rowcount');

    network.online = true;
    await userEvent.click(retry);
    await vi.waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '31'));
    expect(within(table).queryByText('加载失败')).toBeNull();
    expect(network.loads).toBeGreaterThanOrEqual(2);
  });
});
