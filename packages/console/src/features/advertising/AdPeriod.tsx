import type { AdvertisementState } from '@vending/contract';
import { formatDateTime, Tag, type TagTone } from '@vending/ui';
import { useTranslation } from 'react-i18next';

const stateTones: Record<AdvertisementState, TagTone> = { showing: 'success', upcoming: 'info', ended: 'neutral' };

/** A period, start to end to the minute, under its state as a coloured tag. */
export function AdPeriod({
  startTime,
  endTime,
  state,
  namespace,
}: {
  startTime: string;
  endTime: string;
  state: AdvertisementState;
  namespace: 'advertisements' | 'deviceAds';
}) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col items-start gap-1 py-1">
      <Tag tone={stateTones[state]} dot>
        {t(`${namespace}.options.state.${state}`)}
      </Tag>
      <span className="text-xs whitespace-nowrap text-text-muted tabular-nums">
        {formatDateTime(startTime, 'YYYY-MM-DD HH:mm')} ~ {formatDateTime(endTime, 'YYYY-MM-DD HH:mm')}
      </span>
    </span>
  );
}
