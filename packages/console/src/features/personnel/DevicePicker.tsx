import { Checkbox, type FieldControlProps } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { CallFallback } from '../../lib/CallFallback';
import { useCall } from '../../lib/useCall';

/**
 * The devices a tester may test on, as a list of checkboxes named by the form field's label;
 * its value is the chosen device ids.
 */
export function DevicePicker({
  id,
  ref,
  value,
  onValueChange,
  onBlur,
  disabled,
  invalid,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
}: FieldControlProps) {
  const { t } = useTranslation();
  const options = useCall('getTesterDeviceOptions', {});
  const chosen = new Set(Array.isArray(value) ? (value as number[]) : []);
  const toggle = (deviceId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(deviceId);
    else next.delete(deviceId);
    onValueChange([...next].sort((a, b) => a - b));
  };
  const rows = options.data?.rows;
  return (
    <div
      role="group"
      id={id}
      ref={ref}
      // Focusable from code only: a refused save moves the focus here.
      tabIndex={-1}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-busy={rows === undefined || undefined}
      className="grid max-h-48 gap-2 overflow-y-auto rounded-md border border-border p-2"
      onBlur={onBlur}
    >
      {rows === undefined ? (
        <CallFallback call={options} height={80} />
      ) : rows.length === 0 ? (
        <p className="text-xs text-text-subtle">{t('testers.noDeviceOptions')}</p>
      ) : (
        rows.map((device) => (
          <Checkbox
            key={device.deviceId}
            label={`${device.deviceNo} ${device.deviceName}`}
            checked={chosen.has(device.deviceId)}
            disabled={disabled}
            onCheckedChange={(on) => toggle(device.deviceId, on === true)}
          />
        ))
      )}
    </div>
  );
}
