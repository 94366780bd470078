import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';

const meta = {
  title: 'Console/Pages/Alarm notifications',
  ...consolePage({
    path: '/system/alarmWebhook',
    answers: {
      getAlarmWebhook: ok({
        url: 'https://ops.example.com/hooks/alarms',
        saved: true,
        updatedBy: 'admin',
        updateTime: '2026-11-20T02:30:00.000Z',
      }),
      updateAlarmWebhook: ok(null),
    },
    openTabs: [{ path: '/system/alarmWebhook', title: '告警通知' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AlarmWebhook: Story = {
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: '告警通知' }));
    await expect(await section.findByLabelText('Webhook 地址')).toHaveValue('https://ops.example.com/hooks/alarms');
    await expect(section.getByText(/最后由 admin 于 2026-11-20/)).toBeVisible();
    await expect(section.getByText(/ALARM_WEBHOOK_URL/)).toBeVisible();
  },
};

export const AlarmWebhookEnglishDark: Story = {
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: 'Alarm notifications' }));
    await expect(await section.findByLabelText('Webhook URL')).toBeVisible();
    await expect(section.getByText(/Last saved by admin/)).toBeVisible();
  },
};

/** Not an http(s) address: refused under the field before anything is sent, the typed text kept. */
export const NotAnHttpUrl: Story = {
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: '告警通知' }));
    const url = await section.findByLabelText('Webhook 地址');
    await userEvent.clear(url);
    await userEvent.type(url, 'ftp://ops.example.com/alarms');
    await userEvent.keyboard('{Enter}');
    await expect(await section.findByText('请输入以 http:// 或 https:// 开头的地址，或留空')).toBeVisible();
    await expect(url).toHaveValue('ftp://ops.example.com/alarms');
  },
};

/** The server's default applies until an address is saved here. */
export const ServerDefault: Story = {
  args: {
    answers: {
      getAlarmWebhook: ok({ url: '', saved: false, updatedBy: null, updateTime: null }),
      updateAlarmWebhook: ok(null),
    },
  },
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: '告警通知' }));
    await expect(await section.findByLabelText('Webhook 地址')).toHaveValue('');
    await expect(section.queryByText(/最后由/)).toBeNull();
  },
};
