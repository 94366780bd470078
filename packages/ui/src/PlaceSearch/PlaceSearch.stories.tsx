import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlaceSearch, type PlaceOption } from './PlaceSearch';

const places: PlaceOption[] = [
  { name: '南京东路步行街', address: '南京东路', district: '上海市黄浦区', latitude: 31.238, longitude: 121.481 },
  {
    name: '南京东路(地铁站)',
    address: '2号线;10号线',
    district: '上海市黄浦区',
    latitude: 31.2376,
    longitude: 121.4846,
  },
  { name: '南京东路街道', address: '', district: '上海市黄浦区', latitude: null, longitude: null },
];

/** A field as a form holds it: the address typed or chosen, and the coordinates a choice brings. */
function Field(props: { loadSuggestions: (keyword: string) => Promise<readonly PlaceOption[]>; label?: string }) {
  const [address, setAddress] = useState('');
  const [chosen, setChosen] = useState<PlaceOption | null>(null);
  return (
    <div className="flex max-w-sm flex-col gap-2">
      <PlaceSearch
        aria-label={props.label ?? '地址'}
        value={address}
        onValueChange={setAddress}
        loadSuggestions={props.loadSuggestions}
        onSelect={setChosen}
        debounceMs={0}
      />
      <output aria-label="坐标">{chosen ? `${chosen.latitude}, ${chosen.longitude}` : ''}</output>
    </div>
  );
}

const meta = {
  title: 'Forms/PlaceSearch',
  component: Field,
  args: { loadSuggestions: fn(async () => places) },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing suggests places; the arrow keys and Enter choose one, which fills the address and the coordinates. */
export const ChooseByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: '地址' });
    await userEvent.type(input, '南京东路');
    const list = await canvas.findByRole('listbox', { name: '地点建议' });
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
    await expect(args.loadSuggestions).toHaveBeenLastCalledWith('南京东路');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('上海市黄浦区2号线;10号线');
    await expect(canvas.getByLabelText('坐标')).toHaveTextContent('31.2376, 121.4846');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The list open on its suggestions, for review. */
export const Suggestions: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '地址' }), '南京东路');
    await expect(await canvas.findByRole('listbox', { name: '地点建议' })).toBeVisible();
  },
};

/** Escape closes the list and keeps what was typed as the address. */
export const EscapeKeepsTyping: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: '地址' });
    await userEvent.type(input, '南京东路 100 号');
    await canvas.findByRole('listbox', { name: '地点建议' });
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('南京东路 100 号');
  },
};

export const NoResults: Story = {
  args: { loadSuggestions: fn(async () => []) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '地址' }), '不存在的地方');
    await expect(await canvas.findByText('没有找到地点，可直接填写地址')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { loadSuggestions: fn(async () => Promise.reject(new Error('unavailable'))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '地址' }), '南京东路');
    await expect(await canvas.findByText('地点搜索暂不可用，可直接填写地址')).toBeVisible();
  },
};

export const Searching: Story = {
  args: { loadSuggestions: fn(() => new Promise<readonly PlaceOption[]>(() => undefined)) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '地址' }), '南京东路');
    await expect(await canvas.findByText('正在搜索地点…')).toBeVisible();
  },
};

export const SuggestionsEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Address', loadSuggestions: fn(async () => []) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Address' }), 'Nanjing Road');
    await expect(await canvas.findByText('No place found; type the address as it is')).toBeVisible();
  },
};

export const SizeDefault: Story = {
  globals: { size: 'default' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '地址' }), '南京东路');
    await expect(await canvas.findByRole('listbox')).toBeVisible();
  },
};

/** No place search configured: a plain address field that asks for nothing. */
export const NotSearchable: Story = {
  render: (args) => (
    <PlaceSearch aria-label="地址" loadSuggestions={args.loadSuggestions} searchable={false} debounceMs={0} />
  ),
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '地址' }), '南京东路 100 号');
    await expect(args.loadSuggestions).not.toHaveBeenCalled();
    await expect(canvas.getByRole('listbox', { hidden: true })).not.toBeVisible();
  },
};
