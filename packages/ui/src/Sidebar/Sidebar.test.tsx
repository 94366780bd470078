import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consoleMenu, translateConsoleTitle } from '../AppLayout/consoleMenu.fixture';
import { UiProvider } from '../provider/UiProvider';
import { Sidebar } from './Sidebar';

describe('Sidebar keyboard', () => {
  it('moves the focus to a shown item in the same key press, not a frame later', async () => {
    const user = userEvent.setup();
    // No frame ever runs here: a focus left to requestAnimationFrame would never land.
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    render(
      <UiProvider locale="zh">
        <Sidebar entries={consoleMenu} translate={translateConsoleTitle('zh')} activePath="/member/list" />
      </UiProvider>,
    );
    await user.tab();
    expect(screen.getByRole('treeitem', { name: '会员列表' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: '充值列表' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('treeitem', { name: '会员列表' })).toHaveFocus();
    frame.mockRestore();
  });
});
