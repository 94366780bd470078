import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './Popover';
import { expectEscapeReturnsFocus, openByKeyboard } from '../lib/storyChecks';

function DevicePopover({ locale }: { locale: 'zh' | 'en' }) {
  const zh = locale === 'zh';
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button>{zh ? '设备状态' : 'Device status'}</Button>
      </PopoverTrigger>
      <PopoverContent title={zh ? 'VM-0086 售货机' : 'Vending machine VM-0086'}>
        <p className="text-text-muted">
          {zh ? '在线 · 最近补货 2024-05-18 10:21:05' : 'Online · last restocked 2024-05-18 10:21:05'}
        </p>
        <div className="mt-3 flex justify-end">
          <PopoverClose asChild>
            <Button variant="primary">{zh ? '知道了' : 'Got it'}</Button>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  );
}

const meta = {
  title: 'Overlays/Popover',
  component: PopoverContent,
  args: { title: '' },
  render: (_args, { globals }) => <DevicePopover locale={globals['locale'] === 'en' ? 'en' : 'zh'} />,
} satisfies Meta<typeof PopoverContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenByKeyboard: Story = {
  play: async () => {
    const popover = await openByKeyboard('dialog', 'VM-0086 售货机');
    await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvas }) => {
    await expectEscapeReturnsFocus(canvas.getByRole('button', { name: '设备状态' }));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Device status' }));
    await within(document.body).findByRole('dialog', { name: 'Vending machine VM-0086' });
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  play: async () => {
    await openByKeyboard('dialog', 'VM-0086 售货机');
  },
};
