import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { colorTokens, controlSizes, fontFamily, fontSize, radii } from './tokens';

function TokenTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { name: string; value: string; sample: React.ReactNode }[];
}) {
  return (
    <table className="w-full max-w-3xl border-collapse text-sm text-text">
      <caption className="mb-2 text-left text-base font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-left text-text-muted">
          <th scope="col" className="py-1 pr-4 font-medium">
            Token
          </th>
          <th scope="col" className="py-1 pr-4 font-medium">
            Value
          </th>
          <th scope="col" className="py-1 font-medium">
            Sample
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} className="border-b border-border">
            <th scope="row" className="py-1 pr-4 text-left font-mono font-normal">
              {row.name}
            </th>
            <td className="py-1 pr-4 font-mono">{row.value}</td>
            <td className="py-1">{row.sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ColorTokens({ scheme }: { scheme: keyof typeof colorTokens }) {
  return (
    <TokenTable
      caption={`Colours (${scheme})`}
      rows={Object.entries(colorTokens[scheme]).map(([name, value]) => ({
        name: `--vc-color-${name}`,
        value,
        sample: (
          <span
            aria-hidden="true"
            className="inline-block h-5 w-16 rounded border border-border"
            style={{ background: `var(--vc-color-${name})` }}
          />
        ),
      }))}
    />
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: {
    docs: {
      description: {
        component:
          'The design tokens, defined once in `@vending/ui/tokens` and turned into CSS variables by `tailwind.config.ts`. Switch the colour scheme in the toolbar to see the dark values in use.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColoursLight: Story = {
  render: () => <ColorTokens scheme="light" />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(Object.keys(colorTokens.light).length + 1);
  },
};

export const ColoursDark: Story = { render: () => <ColorTokens scheme="dark" />, globals: { scheme: 'dark' } };

export const SidebarColours: Story = {
  render: () => (
    <div className="w-56 rounded bg-sidebar-bg py-2 text-sm">
      <div className="px-4 py-2 text-sidebar-text">会员管理</div>
      <div className="bg-sidebar-sub-bg px-8 py-2 text-sidebar-active-text">会员列表</div>
      <div className="bg-sidebar-sub-bg px-8 py-2 text-sidebar-text">充值列表</div>
      <div className="bg-sidebar-hover-bg px-4 py-2 text-sidebar-text">设备管理</div>
    </div>
  ),
};

export const ControlSizes: Story = {
  render: () => (
    <TokenTable
      caption="Control sizes (mini is the default)"
      rows={Object.entries(controlSizes).map(([name, size]) => ({
        name,
        value: `${size.height} / ${size.fontSize}`,
        sample: (
          <span
            className="inline-flex items-center rounded border border-border bg-surface px-3"
            style={{ height: size.height, fontSize: size.fontSize }}
          >
            售货机 Vending
          </span>
        ),
      }))}
    />
  ),
};

export const Typography: Story = {
  render: () => (
    <div className="grid gap-6">
      <TokenTable
        caption="Type scale"
        rows={Object.entries(fontSize).map(([name, [size, lineHeight]]) => ({
          name: `text-${name}`,
          value: `${size} / ${lineHeight}`,
          sample: <span style={{ fontSize: size, lineHeight }}>设备管理 Device management 0123</span>,
        }))}
      />
      <p className="max-w-3xl font-mono text-xs text-text-muted">font-sans: {fontFamily.sans.join(', ')}</p>
    </div>
  ),
};

export const Radii: Story = {
  render: () => (
    <TokenTable
      caption="Corner radii"
      rows={Object.entries(radii).map(([name, value]) => ({
        name: name === 'DEFAULT' ? 'rounded' : `rounded-${name}`,
        value,
        sample: (
          <span
            aria-hidden="true"
            className="inline-block size-8 border-2 border-primary bg-primary-soft"
            style={{ borderRadius: value }}
          />
        ),
      }))}
    />
  ),
};
