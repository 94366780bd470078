import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './Dialog';
import { expectEscapeReturnsFocus } from '../lib/storyChecks';

function EditAdministrator({ title, locale }: { title: string; locale: 'zh' | 'en' }) {
  const words =
    locale === 'zh'
      ? { open: '编辑', name: '管理员名称', phone: '手机号', cancel: '取消', save: '保存' }
      : { open: 'Edit', name: 'Administrator name', phone: 'Phone', cancel: 'Cancel', save: 'Save' };
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="primary">{words.open}</Button>
      </DialogTrigger>
      <DialogContent
        title={title}
        footer={
          <>
            <DialogClose asChild>
              <Button>{words.cancel}</Button>
            </DialogClose>
            <Button variant="primary">{words.save}</Button>
          </>
        }
      >
        <div className="grid gap-3">
          {[words.name, words.phone].map((label, index) => (
            <label key={label} className="grid gap-1">
              <span className="text-text-muted">{label}</span>
              <input
                defaultValue={index === 0 ? 'admin' : '13800000000'}
                className="h-control-mini rounded border border-border bg-surface px-2 text-text"
              />
            </label>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: DialogContent,
  args: { title: '编辑管理员' },
  render: (args, { globals }) => (
    <EditAdministrator title={String(args.title)} locale={globals['locale'] === 'en' ? 'en' : 'zh'} />
  ),
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by keyboard; focus starts on the first field (not the ×) and Tab stays inside (focus trap). */
export const OpenByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '编辑' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: '编辑管理员' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: '管理员名称' })).toHaveFocus());
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await within(dialog).getByRole('textbox', { name: '管理员名称' }).focus();
  },
};

/** Escape closes and focus goes back to the control that opened it. */
export const EscapeReturnsFocus: Story = {
  play: async ({ canvas }) => {
    await expectEscapeReturnsFocus(canvas.getByRole('button', { name: '编辑' }), { name: '编辑管理员' });
  },
};

export const CloseButtonReturnsFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '编辑' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const English: Story = {
  args: { title: 'Edit administrator' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Edit administrator' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: '编辑' }).focus();
    await userEvent.keyboard(' ');
    await within(document.body).findByRole('dialog', { name: '编辑管理员' });
  },
};
