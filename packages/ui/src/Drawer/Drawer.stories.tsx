import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer, DrawerClose, DrawerContent, DrawerTrigger } from './Drawer';
import { expectEscapeReturnsFocus, openByKeyboard } from '../lib/storyChecks';

function FeedbackDrawer({ locale, side }: { locale: 'zh' | 'en'; side?: 'left' | 'right' }) {
  const zh = locale === 'zh';
  return (
    <Drawer>
      <DrawerTrigger asChild>
        <Button variant="primary">{zh ? '查看反馈' : 'View feedback'}</Button>
      </DrawerTrigger>
      <DrawerContent
        side={side}
        title={zh ? '反馈详情' : 'Feedback details'}
        description={zh ? '会员 王小明 · 2024-05-18 10:21:05' : 'Member Li Lei · 2024-05-18 10:21:05'}
        footer={
          <>
            <DrawerClose asChild>
              <Button>{zh ? '取消' : 'Cancel'}</Button>
            </DrawerClose>
            <Button variant="primary">{zh ? '标记已处理' : 'Mark handled'}</Button>
          </>
        }
      >
        {zh ? '售货机投币后没有出货，请尽快处理。' : 'The machine took my coin but did not dispense.'}
      </DrawerContent>
    </Drawer>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: DrawerContent,
  args: { title: '' },
  render: (args, { globals }) => <FeedbackDrawer locale={globals['locale'] === 'en' ? 'en' : 'zh'} side={args.side} />,
} satisfies Meta<typeof DrawerContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenByKeyboard: Story = {
  play: async () => {
    const drawer = await openByKeyboard('dialog', '反馈详情');
    await expect(drawer).toHaveAccessibleDescription('会员 王小明 · 2024-05-18 10:21:05');
    // No field in the body: the focus starts on the footer's first button, not the ×.
    await waitFor(() => expect(within(drawer).getByRole('button', { name: '取消' })).toHaveFocus());
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvas }) => {
    await expectEscapeReturnsFocus(canvas.getByRole('button', { name: '查看反馈' }));
  },
};

export const LeftEnglish: Story = {
  args: { side: 'left' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View feedback' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Feedback details' });
    await expect(drawer).toHaveAttribute('data-side', 'left');
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  play: async () => {
    await openByKeyboard('dialog', '反馈详情');
  },
};
