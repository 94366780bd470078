import type { DeviceTemperatureAnswer } from '@vending/contract';
import { Chart, Drawer, DrawerContent, formatDateTime, RadioGroup, Tag } from '@vending/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallFallback } from '../../lib/CallFallback';
import { useCall } from '../../lib/useCall';

const th = 'py-1.5 pr-3 text-left font-medium';
const td = 'py-1.5 pr-3 tabular-nums';

/** The readings as a line, with the type's bounds as flat lines beside it. */
function TemperatureChart({ answer, days }: { answer: DeviceTemperatureAnswer; days: number }) {
  const { t } = useTranslation();
  const format = days === 1 ? 'HH:mm' : 'MM-DD HH:mm';
  const labels = answer.rows.map((row) => formatDateTime(row.time, format));
  const flat = (value: number) => answer.rows.map(() => value);
  const series = [
    { label: t('devices.temperature.reading'), data: answer.rows.map((row) => row.temperature) },
    ...(answer.maximum === null ? [] : [{ label: t('devices.temperature.maximum'), data: flat(answer.maximum) }]),
    ...(answer.minimum === null ? [] : [{ label: t('devices.temperature.minimum'), data: flat(answer.minimum) }]),
  ];
  return <Chart kind="line" labels={labels} series={series} title={t('devices.temperature.chart')} height={240} />;
}

/** The 温度异常 alarms of the period, and the readings out of range (the alarm's). */
function Excursions({ answer }: { answer: DeviceTemperatureAnswer }) {
  const { t } = useTranslation();
  const outside = answer.rows.filter((row) => row.outOfRange === 1).reverse();
  return (
    <div className="mt-4 flex flex-col gap-3">
      <section aria-label={t('devices.temperature.alarms')}>
        <h3 className="mb-1 text-sm font-medium">{t('devices.temperature.alarms')}</h3>
        {answer.alarms.length === 0 ? (
          <p className="text-sm text-text-secondary">{t('devices.temperature.noAlarm')}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {answer.alarms.map((alarm) => (
              <li key={alarm.alarmId} className="flex items-center gap-2 text-sm tabular-nums">
                <Tag tone={alarm.closedTime ? 'neutral' : 'danger'} dot>
                  {t('devices.alarmKinds.temperature')}
                </Tag>
                {alarm.closedTime
                  ? t('devices.temperature.alarmClosed', {
                      from: formatDateTime(alarm.openedTime),
                      to: formatDateTime(alarm.closedTime),
                    })
                  : t('devices.temperature.alarmOpen', { from: formatDateTime(alarm.openedTime) })}
              </li>
            ))}
          </ul>
        )}
      </section>
      {outside.length > 0 ? (
        <table className="w-full border-collapse text-sm" aria-label={t('devices.temperature.outOfRange')}>
          <caption className="mb-1 text-left text-sm font-medium">{t('devices.temperature.outOfRange')}</caption>
          <thead>
            <tr className="border-b border-border text-text-subtle">
              <th scope="col" className={th}>
                {t('devices.temperature.time')}
              </th>
              <th scope="col" className={th}>
                {t('devices.temperature.value')}
              </th>
            </tr>
          </thead>
          <tbody>
            {outside.slice(0, 50).map((row) => (
              <tr key={row.time} className="border-b border-border">
                <td className={td}>{formatDateTime(row.time)}</td>
                <td className={`${td} text-danger`}>{row.temperature}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

function TemperatureBody({ deviceId, name }: { deviceId: number; name: string }) {
  const { t } = useTranslation();
  const [days, setDays] = useState(1);
  const periodId = useId();
  const answer = useCall('getDeviceTemperatures', { deviceId, days });
  const title = t('devices.temperature.title', { name });
  const data = answer.data;
  const range =
    data && (data.minimum !== null || data.maximum !== null)
      ? t('devices.temperature.range', {
          min: data.minimum ?? t('devices.temperature.unbounded'),
          max: data.maximum ?? t('devices.temperature.unbounded'),
        })
      : t('devices.temperature.noRange');
  return (
    <DrawerContent title={title} description={t('devices.temperature.description')} size="large">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <span id={periodId} className="text-sm text-text-secondary">
          {t('devices.temperature.period')}
        </span>
        <RadioGroup
          aria-labelledby={periodId}
          value={String(days)}
          onValueChange={(value) => setDays(Number(value))}
          options={[
            { value: '1', label: t('devices.temperature.day') },
            { value: '7', label: t('devices.temperature.week') },
          ]}
        />
        {data ? <span className="text-sm text-text-secondary">{range}</span> : null}
      </div>
      {!data ? (
        <CallFallback call={answer} height={240} />
      ) : data.rows.length === 0 ? (
        <p className="py-6 text-center text-text-secondary">{t('devices.temperature.none')}</p>
      ) : (
        <TemperatureChart answer={data} days={days} />
      )}
      {data ? <Excursions answer={data} /> : null}
    </DrawerContent>
  );
}

/** A device's temperature over 24 hours or 7 days: a chart against its type's range, its 温度异常 alarms marked. */
export function TemperatureDrawer({
  device,
  onClose,
}: {
  device: { deviceId: number; deviceNo: string; deviceName: string };
  onClose: () => void;
}) {
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()}>
      <TemperatureBody deviceId={device.deviceId} name={`${device.deviceNo} ${device.deviceName}`} />
    </Drawer>
  );
}
