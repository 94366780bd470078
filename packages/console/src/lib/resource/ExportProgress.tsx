import { ProgressBar } from '@vending/ui';
import { useTranslation } from 'react-i18next';

/**
 * The export's progress, in a chunk of its own: loaded when an export starts (with axios, which
 * downloads it), so a list page does not fetch it to be opened (docs/BENCHMARKS.md).
 */
export function ExportProgress({ percent }: { percent: number | undefined }) {
  const { t } = useTranslation();
  return (
    <ProgressBar
      className="w-48"
      label={t('common.exporting')}
      value={percent ?? null}
      showValue={percent !== undefined}
    />
  );
}
