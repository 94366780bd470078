import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field, Form, FormSubmit } from '../Form';
import { RichTextEditor } from './RichTextEditor';

const notice =
  '<h2>五一活动</h2><p>活动期间全场饮料<strong>第二件半价</strong>，<em>5 月 1 日至 5 月 5 日</em>。</p><ul><li>每人每天限购 2 件</li><li>支持会员余额支付</li></ul><ol><li>扫码选购</li><li>出货取物</li></ol>';

const meta = {
  title: 'Forms/RichTextEditor',
  component: RichTextEditor,
  args: { 'aria-label': '活动内容', onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing, then bold from the toolbar by keyboard: the toolbar is one tab stop, arrows move in it. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const editor = canvas.getByRole('textbox', { name: '活动内容' });
    await userEvent.click(editor);
    await userEvent.keyboard('欢迎光临');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<p>欢迎光临</p>'));
    await userEvent.keyboard('{Control>}a{/Control}');
    canvas.getByRole('button', { name: '加粗' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: '斜体' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<p><strong>欢迎光临</strong></p>'));
    await expect(canvas.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');
    // Formatting hands the focus back to the text (tiptap focuses on the next frame).
    await waitFor(() => expect(editor).toHaveFocus());
  },
};

/**
 * A link by keyboard: select the words, ← from 加粗 wraps to 链接, Enter opens the address
 * popover; an address that is not http, https or mailto is refused in place; Enter applies.
 */
export const LinkByKeyboard: Story = {
  args: { defaultValue: '<p>查看活动规则</p>' },
  play: async ({ canvas, args }) => {
    const editor = canvas.getByRole('textbox', { name: '活动内容' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    canvas.getByRole('button', { name: '加粗' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    const linkButton = canvas.getByRole('button', { name: '链接' });
    await expect(linkButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const popover = await within(document.body).findByRole('dialog', { name: '链接' });
    const address = within(popover).getByRole('textbox', { name: '链接地址' });
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.keyboard('javascript:alert(1){Enter}');
    await expect(within(popover).getByRole('alert')).toHaveTextContent('请输入有效的链接地址（http、https 或 mailto）');
    await expect(address).toHaveAccessibleDescription('请输入有效的链接地址（http、https 或 mailto）');
    await userEvent.clear(address);
    await userEvent.keyboard('vending.example.com/rules{Enter}');
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith(
        '<p><a rel="noopener noreferrer nofollow" href="https://vending.example.com/rules">查看活动规则</a></p>',
      ),
    );
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(editor).toHaveFocus();
    await expect(linkButton).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Inside a link the popover shows its address and offers to remove it (the picture shows it open). */
export const EditLink: Story = {
  args: { defaultValue: '<p>详见<a href="https://vending.example.com/rules">活动规则</a>。</p>' },
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: '活动内容' });
    await userEvent.click(within(editor).getByText('活动规则'));
    await userEvent.click(canvas.getByRole('button', { name: '链接' }));
    const popover = await within(document.body).findByRole('dialog', { name: '链接' });
    await expect(within(popover).getByRole('textbox', { name: '链接地址' })).toHaveValue(
      'https://vending.example.com/rules',
    );
    await expect(within(popover).getByRole('button', { name: '移除链接' })).toBeVisible();
  },
};

export const RemoveLink: Story = {
  args: { defaultValue: '<p>详见<a href="https://vending.example.com/rules">活动规则</a>。</p>' },
  play: async ({ canvas, args }) => {
    const editor = canvas.getByRole('textbox', { name: '活动内容' });
    await userEvent.click(within(editor).getByText('活动规则'));
    await userEvent.click(canvas.getByRole('button', { name: '链接' }));
    const popover = await within(document.body).findByRole('dialog', { name: '链接' });
    await userEvent.click(within(popover).getByRole('button', { name: '移除链接' }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<p>详见活动规则。</p>'));
    await expect(within(editor).queryByRole('link')).toBeNull();
  },
};

export const WithContent: Story = {
  args: { defaultValue: notice },
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: '活动内容' });
    await expect(editor.querySelectorAll('li')).toHaveLength(4);
    await expect(canvas.getByRole('toolbar', { name: '文本格式' })).toBeVisible();
  },
};

export const InvalidWithMessage: Story = {
  render: () => (
    <Form aria-label="活动" layout="vertical" defaultValues={{ content: '' }} onSubmit={fn()}>
      <Field name="content" label="活动内容" rules={{ required: '请输入活动内容' }}>
        <RichTextEditor />
      </Field>
      <div>
        <FormSubmit>发布</FormSubmit>
      </div>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    const editor = canvas.getByRole('textbox', { name: '活动内容' });
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    await expect(editor).toHaveAccessibleDescription('请输入活动内容');
    await waitFor(() => expect(editor).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { defaultValue: notice, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.getByRole('button', { name: '加粗' })).toBeDisabled();
  },
};

export const EnglishDefaultSize: Story = {
  globals: { locale: 'en', size: 'default' },
  args: {
    'aria-label': 'Content',
    defaultValue: '<p>Second drink <strong>half price</strong> during the holiday.</p><ul><li>Two a day</li></ul>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar', { name: 'Text formatting' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bulleted list' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { scheme: 'dark' }, args: { defaultValue: notice } };
