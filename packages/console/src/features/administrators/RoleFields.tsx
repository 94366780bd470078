import type { EndpointName } from '@vending/contract';
import { menu } from '@vending/contract/menu';
import { Checkbox, Select, type FieldControlProps } from '@vending/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CallFallback } from '../../lib/CallFallback';
import { useCall } from '../../lib/useCall';

type Level = 'view' | 'manage';
type RolePage = { interfaceName: string; level: Level };
type Target = { dimension: 'region' | 'agent' | 'merchant' | 'device'; targetId: number };

/** The scrolling group a picker's choices stand in, named and described by its form field. */
function PickerGroup({
  field,
  className,
  children,
}: {
  field: Pick<FieldControlProps, 'id' | 'onBlur' | 'invalid' | 'aria-labelledby' | 'aria-describedby'>;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      id={field.id}
      tabIndex={-1}
      aria-labelledby={field['aria-labelledby']}
      aria-describedby={field['aria-describedby']}
      aria-invalid={field.invalid || undefined}
      className={`grid ${className} gap-3 overflow-y-auto rounded-md border border-border p-2`}
      onBlur={field.onBlur}
    >
      {children}
    </div>
  );
}

/**
 * The pages a role opens, as the console's menu: each page at 无 / 查看 / 管理. Its value is
 * the list `{ interfaceName, level }` the role calls take.
 */
export function PageLevelsPicker({
  id,
  value,
  onValueChange,
  onBlur,
  disabled,
  invalid,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
}: FieldControlProps) {
  const { t } = useTranslation();
  const pages = Array.isArray(value) ? (value as RolePage[]) : [];
  const levelOf = new Map(pages.map((page) => [page.interfaceName, page.level]));
  const choices = (['none', 'view', 'manage'] as const).map((level) => ({
    value: level,
    label: t(`roles.levels.${level}`),
  }));
  const change = (interfaceName: string, level: string) => {
    const rest = pages.filter((page) => page.interfaceName !== interfaceName);
    onValueChange(level === 'none' ? rest : [...rest, { interfaceName, level: level as Level }]);
  };
  return (
    <PickerGroup
      field={{ id, onBlur, invalid, 'aria-labelledby': labelledBy, 'aria-describedby': describedBy }}
      className="max-h-72"
    >
      {menu.map((group) => (
        <fieldset key={group.name} className="grid gap-1">
          <legend className="text-xs font-medium text-text-subtle">
            {t(`routes.${group.name}`, { defaultValue: group.interfaceName })}
          </legend>
          {group.children.map((page) => {
            const label = t(`routes.${page.name}`, { defaultValue: page.interfaceName });
            return (
              <div key={page.interfaceName} className="flex items-center justify-between gap-2 text-sm">
                <span>{label}</span>
                <Select
                  size="mini"
                  className="w-24"
                  aria-label={label}
                  options={choices}
                  value={levelOf.get(page.interfaceName) ?? 'none'}
                  disabled={disabled}
                  onValueChange={(level) => change(page.interfaceName, level)}
                />
              </div>
            );
          })}
        </fieldset>
      ))}
    </PickerGroup>
  );
}

const DIMENSIONS = [
  ['region', 'getRegionOptions'],
  ['agent', 'getAgentOptions'],
  ['merchant', 'getDeviceMerchantOptions'],
  ['device', 'getDeviceOptions'],
] as const satisfies readonly (readonly [Target['dimension'], EndpointName])[];

function TargetChoices({
  dimension,
  call,
  chosen,
  disabled,
  onToggle,
}: {
  dimension: Target['dimension'];
  call: (typeof DIMENSIONS)[number][1];
  chosen: ReadonlySet<number>;
  disabled: boolean | undefined;
  onToggle: (targetId: number, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const options = useCall(call, {});
  const rows = options.data?.rows;
  return (
    <fieldset className="grid gap-1">
      <legend className="text-xs font-medium text-text-subtle">{t(`roles.dimensions.${dimension}`)}</legend>
      {rows === undefined ? (
        <CallFallback call={options} height={48} />
      ) : rows.length === 0 ? (
        <p className="text-xs text-text-subtle">{t('roles.noOptions')}</p>
      ) : (
        rows.map((option) => (
          <Checkbox
            key={option.value}
            size="small"
            label={option.label}
            checked={chosen.has(option.value)}
            disabled={disabled}
            onCheckedChange={(on) => onToggle(option.value, on === true)}
          />
        ))
      )}
    </fieldset>
  );
}

/**
 * A custom scope's targets: regions, agents, merchants and devices, each from its option call
 * (the calls 角色管理 shares with the pages that pick them); its value is `{ dimension, targetId }[]`.
 */
export function ScopeTargetsPicker({
  id,
  value,
  onValueChange,
  onBlur,
  disabled,
  invalid,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
}: FieldControlProps) {
  const targets = Array.isArray(value) ? (value as Target[]) : [];
  const chosenOf = (dimension: Target['dimension']) =>
    new Set(targets.filter((target) => target.dimension === dimension).map((target) => target.targetId));
  const toggle = (dimension: Target['dimension'], targetId: number, on: boolean) => {
    const rest = targets.filter((target) => !(target.dimension === dimension && target.targetId === targetId));
    onValueChange(on ? [...rest, { dimension, targetId }] : rest);
  };
  return (
    <PickerGroup
      field={{ id, onBlur, invalid, 'aria-labelledby': labelledBy, 'aria-describedby': describedBy }}
      className="max-h-60"
    >
      {DIMENSIONS.map(([dimension, call]) => (
        <TargetChoices
          key={dimension}
          dimension={dimension}
          call={call}
          chosen={chosenOf(dimension)}
          disabled={disabled}
          onToggle={(targetId, on) => toggle(dimension, targetId, on)}
        />
      ))}
    </PickerGroup>
  );
}
