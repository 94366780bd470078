import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field, Form } from '../Form';
import { expectEscapeReturnsFocus } from '../lib/storyChecks';
import { Combobox, type ComboboxOption } from './Combobox';
import { matchingOptions } from './matchingOptions';

/** Places of the same name, told apart by their owner and address. */
const places: ComboboxOption[] = [
  { value: '11', label: '北京建国路写字楼大堂', description: '北京便利科技有限公司 · 北京市朝阳区建国路 88 号' },
  { value: '12', label: '南京汉中路酒店大堂', description: '南京便利科技有限公司 · 南京市秦淮区汉中路 1 号' },
  { value: '13', label: '南京汉中路酒店大堂', description: '南京便利科技有限公司 · 南京市鼓楼区汉中路 188 号' },
  { value: '14', label: '上海陆家嘴环路地铁站 B 口', description: '上海便利科技有限公司 · 上海市浦东新区陆家嘴环路' },
  {
    value: '15',
    label: '深圳南海大道医院门诊楼',
    description: '深圳便利科技有限公司 · 深圳市南山区南海大道',
    disabled: true,
  },
  { value: '16', label: '武汉关山大道产业园食堂', description: '武汉便利科技有限公司 · 武汉市洪山区关山大道' },
];

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: { 'aria-label': '绑定商户', options: places, onValueChange: fn(), onBlur: fn() },
  decorators: [(Story) => <div className="h-96 max-w-80">{Story()}</div>],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: '绑定商户' });
    await expect(trigger).toHaveTextContent('请选择');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Chosen: Story = {
  args: { defaultValue: '13' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '绑定商户' })).toHaveTextContent('南京汉中路酒店大堂');
  },
};

/** Two places of one name: each option shows its owner and address, and the search finds by either. */
export const SameNamesToldApart: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: '绑定商户' });
    await userEvent.click(trigger);
    const listbox = await body().findByRole('listbox', { name: '绑定商户' });
    const twins = within(listbox).getAllByRole('option', { name: /南京汉中路酒店大堂/ });
    await expect(twins).toHaveLength(2);
    await expect(twins[0]).toHaveTextContent('秦淮区');
    await expect(twins[1]).toHaveTextContent('鼓楼区');
    const search = body().getByRole('combobox', { name: '搜索选项' });
    await expect(search).toHaveFocus();
    await userEvent.type(search, '鼓楼');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('13'));
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('南京汉中路酒店大堂');
  },
};

/** Keyboard only: Arrow Down opens, arrows skip the disabled option, Enter chooses, Tab leaves. */
export const ChooseByKeyboard: Story = {
  args: { defaultValue: '14' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: '绑定商户' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const search = await body().findByRole('combobox', { name: '搜索选项' });
    await waitFor(() => expect(search).toHaveFocus());
    // The chosen option is highlighted first; the next one is disabled and skipped.
    await expect(search).toHaveAttribute('aria-activedescendant', body().getByRole('option', { name: /陆家嘴/ }).id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(search).toHaveAttribute('aria-activedescendant', body().getByRole('option', { name: /武汉/ }).id);
    await userEvent.keyboard('{Control>}{Home}{/Control}{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('11'));
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    await expectEscapeReturnsFocus(canvas.getByRole('combobox', { name: '绑定商户' }), { name: '绑定商户' });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A search that matches nothing says so. */
export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '绑定商户' }));
    await userEvent.type(await body().findByRole('combobox', { name: '搜索选项' }), '不存在的商户');
    await expect(body().queryAllByRole('option')).toHaveLength(0);
    await expect(body().getByRole('status')).toHaveTextContent('没有匹配的选项');
  },
};

export const EmptyList: Story = {
  args: { options: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '绑定商户' }));
    await expect(await body().findByRole('status')).toHaveTextContent('没有匹配的选项');
  },
};

export const Loading: Story = {
  args: { options: [], loading: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '绑定商户' }));
    await expect(await body().findByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    await expect(body().getByRole('status')).toHaveTextContent('正在加载选项…');
  },
};

/** Options searched on a server: each search answers after a while, shown as answered. */
function RemoteCombobox(props: Omit<Parameters<typeof Combobox>[0], 'options'>) {
  const [search, setSearch] = useState('');
  const [answer, setAnswer] = useState<{ for: string; options: readonly ComboboxOption[] } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAnswer({ for: search, options: matchingOptions(places, search) }), 150);
    return () => clearTimeout(timer);
  }, [search]);
  const current = answer?.for === search ? answer.options : null;
  return <Combobox {...props} options={current ?? []} loading={current === null} onSearchChange={setSearch} />;
}

export const AsyncOptions: Story = {
  render: (args) => <RemoteCombobox {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '绑定商户' }));
    const listbox = await body().findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(places.length));
    await userEvent.type(body().getByRole('combobox', { name: '搜索选项' }), '武汉');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await expect(listbox).not.toHaveAttribute('aria-busy');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('16'));
  },
};

export const InvalidInForm: Story = {
  render: (args) => (
    <Form aria-label="绑定" layout="vertical" defaultValues={{ merchantId: '' }} onSubmit={fn()}>
      <Field name="merchantId" label="绑定商户" rules={{ required: '请选择绑定商户' }}>
        <Combobox options={args.options} />
      </Field>
    </Form>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: '绑定商户' });
    trigger.focus();
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('请选择绑定商户');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '11' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '绑定商户' })).toBeDisabled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      {(['default', 'small', 'mini'] as const).map((size) => (
        <Combobox key={size} {...args} aria-label={size} size={size} defaultValue="12" />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['default', 'small', 'mini'].map(
      (size) => canvas.getByRole('combobox', { name: size }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([40, 32, 28]);
  },
};

/** The default control size of the console, open. */
export const MiniOpen: Story = {
  globals: { size: 'mini' },
  args: { defaultValue: '12' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '绑定商户' }));
    await body().findByRole('listbox');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    'aria-label': 'Merchant',
    options: [
      { value: '1', label: 'Hotel lobby', description: 'Nanjing Retail · 1 Hanzhong Road' },
      { value: '2', label: 'Hotel lobby', description: 'Nanjing Retail · 188 Hanzhong Road' },
    ],
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Merchant' });
    await expect(trigger).toHaveTextContent('Select');
    await userEvent.click(trigger);
    const search = await body().findByRole('combobox', { name: 'Search options' });
    await userEvent.type(search, 'nothing like it');
    await expect(body().getByRole('status')).toHaveTextContent('No matching options');
  },
};

export const DarkOpen: Story = {
  globals: { scheme: 'dark' },
  args: { defaultValue: '12' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '绑定商户' }));
    await body().findByRole('listbox');
  },
};
