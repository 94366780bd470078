import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AlarmDeliveryRow } from '@vending/contract';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';

/** The delivery log: one delivered, one retrying after a redirect, one given up, a test. */
const deliveries: AlarmDeliveryRow[] = [
  {
    deliveryId: 4,
    eventId: '7d3c1f52-0000-4000-8000-000000000004',
    event: 'test',
    deviceNo: null,
    state: 'delivered',
    attempts: 1,
    lastStatus: 200,
    lastError: '',
    lastAttemptTime: '2026-11-20T03:00:01.000Z',
    nextAttemptTime: null,
    sentTime: '2026-11-20T03:00:01.000Z',
    createTime: '2026-11-20T03:00:00.000Z',
  },
  {
    deliveryId: 3,
    eventId: '7d3c1f52-0000-4000-8000-000000000003',
    event: 'opened',
    deviceNo: 'VM000021',
    state: 'waiting',
    attempts: 2,
    lastStatus: 302,
    lastError: 'redirect not followed (HTTP 302)',
    lastAttemptTime: '2026-11-20T02:50:15.000Z',
    nextAttemptTime: '2026-11-20T02:50:25.000Z',
    sentTime: null,
    createTime: '2026-11-20T02:50:00.000Z',
  },
  {
    deliveryId: 2,
    eventId: '7d3c1f52-0000-4000-8000-000000000002',
    event: 'closed',
    deviceNo: 'VM000003',
    state: 'givenUp',
    attempts: 12,
    lastStatus: 503,
    lastError: 'HTTP 503',
    lastAttemptTime: '2026-11-20T01:40:00.000Z',
    nextAttemptTime: null,
    sentTime: null,
    createTime: '2026-11-19T16:40:00.000Z',
  },
  {
    deliveryId: 1,
    eventId: '7d3c1f52-0000-4000-8000-000000000001',
    event: 'summary',
    deviceNo: null,
    state: 'delivered',
    attempts: 1,
    lastStatus: 200,
    lastError: '',
    lastAttemptTime: '2026-11-19T16:05:00.000Z',
    nextAttemptTime: null,
    sentTime: '2026-11-19T16:05:00.000Z',
    createTime: '2026-11-19T16:05:00.000Z',
  },
];

const meta = {
  title: 'Console/Pages/Alarm notifications',
  ...consolePage({
    path: '/system/alarmWebhook',
    answers: {
      getAlarmWebhook: ok({
        url: 'https://ops.example.com/hooks/alarms',
        format: 'wecom',
        saved: true,
        updatedBy: 'admin',
        updateTime: '2026-11-20T02:30:00.000Z',
      }),
      updateAlarmWebhook: ok(null),
      getAlarmDeliveryList: ok({ rows: deliveries, total: deliveries.length }),
      sendAlarmWebhookTest: ok({ eventId: '7d3c1f52-0000-4000-8000-000000000004' }),
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
    await expect(section.getByRole('combobox', { name: '消息格式' })).toHaveTextContent('企业微信群机器人');
    const log = within(await within(canvasElement).findByRole('region', { name: '投递记录' }));
    const retrying = await log.findByRole('row', { name: /VM000021/ });
    await expect(within(retrying).getByText('等待重试')).toBeVisible();
    await expect(within(retrying).getByText('redirect not followed (HTTP 302)')).toBeVisible();
    await expect(log.getByRole('row', { name: /VM000003/ })).toHaveTextContent('已放弃');
  },
};

/** 发送测试 queues a test notification and says where to see how it went; the log is asked again. */
export const SendTest: Story = {
  play: async ({ canvasElement }) => {
    const log = within(await within(canvasElement).findByRole('region', { name: '投递记录' }));
    await log.findByRole('row', { name: /VM000021/ });
    await userEvent.click(log.getByRole('button', { name: '发送测试' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('测试通知已加入发送队列，结果见投递记录'),
    ).toBeVisible();
  },
};

export const AlarmWebhookEnglishDark: Story = {
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: 'Alarm notifications' }));
    await expect(await section.findByLabelText('Webhook URL')).toBeVisible();
    await expect(section.getByText(/Last saved by admin/)).toBeVisible();
    await expect(section.getByRole('combobox', { name: 'Message format' })).toHaveTextContent('WeCom group robot');
    const log = within(await within(canvasElement).findByRole('region', { name: 'Delivery log' }));
    await expect(await log.findByRole('row', { name: /VM000021/ })).toHaveTextContent('Retrying');
    await expect(log.getByRole('button', { name: 'Send test' })).toBeVisible();
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
      getAlarmWebhook: ok({ url: '', format: 'generic', saved: false, updatedBy: null, updateTime: null }),
      updateAlarmWebhook: ok(null),
      getAlarmDeliveryList: ok({ rows: [], total: 0 }),
    },
  },
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: '告警通知' }));
    await expect(await section.findByLabelText('Webhook 地址')).toHaveValue('');
    await expect(section.queryByText(/最后由/)).toBeNull();
    // No format saved: the signed JSON event.
    await expect(section.getByRole('combobox', { name: '消息格式' })).toHaveTextContent('通用 JSON（签名）');
    const log = within(await within(canvasElement).findByRole('region', { name: '投递记录' }));
    await expect(await log.findByText('还没有告警通知')).toBeVisible();
  },
};
