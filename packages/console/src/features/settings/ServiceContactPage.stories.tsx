import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';

const meta = {
  title: 'Console/Pages/Customer-service phone',
  ...consolePage({
    path: '/system/parameter',
    answers: {
      getServiceContact: ok({ telephone: '400-820-8820', updatedBy: 'admin', updateTime: '2026-11-20T02:30:00.000Z' }),
      updateServiceContact: ok(null),
    },
    openTabs: [{ path: '/system/parameter', title: '客服电话' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Parameters: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const contact = within(await page.findByRole('region', { name: '客服电话' }));
    await expect(await contact.findByLabelText('客服电话')).toHaveValue('400-820-8820');
    await expect(contact.getByText(/最后由 admin 于 2026-11-20/)).toBeVisible();
    // The currency and GST have a page of their own, behind their own permission.
    await expect(page.queryByRole('region', { name: '货币与GST' })).toBeNull();
  },
};

export const ParametersEnglishDark: Story = {
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const contact = within(await page.findByRole('region', { name: 'Customer-service phone' }));
    await expect(await contact.findByLabelText('Customer-service phone')).toBeVisible();
    await expect(page.getByText(/Last saved by admin/)).toBeVisible();
  },
};

/** A malformed phone is refused before sending, by the rule the server applies too. */
export const PhoneRefused: Story = {
  play: async ({ canvasElement }) => {
    const contact = within(await within(canvasElement).findByRole('region', { name: '客服电话' }));
    const phone = await contact.findByLabelText('客服电话');
    await userEvent.clear(phone);
    await userEvent.type(phone, '110');
    await userEvent.click(contact.getByRole('button', { name: '保存' }));
    await expect(await contact.findByText('请输入手机号、带区号的座机号或 400/800 电话')).toBeVisible();
  },
};
