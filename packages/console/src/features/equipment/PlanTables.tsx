import type { PlanGoodsSummary, PlanLine } from '@vending/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const DAY_MS = 86_400_000;

/** How a line's stock was judged: as the device reported it, or estimated from its sales since its last fill. */
export function basisText(line: PlanLine, judgedAt: string, t: TFunction): string {
  if (line.basis === 'reported') return t('replenishmentPlans.detail.basisReported');
  if (!line.lastFillTime) return t('replenishmentPlans.detail.basisEstimatedNoFill');
  const days = Math.max(0, new Date(judgedAt).getTime() - new Date(line.lastFillTime).getTime()) / DAY_MS;
  return t('replenishmentPlans.detail.basisEstimated', { rate: line.dailyVends.toFixed(1), days: days.toFixed(1) });
}

/** What to take out of a slot first, its batch 过期 or 临期; empty when nothing. */
export function removalText(line: PlanLine, t: TFunction): string {
  if (line.expiry === null || line.toRemove === 0) return '';
  return t(
    line.expiry === 'expired' ? 'replenishmentPlans.detail.removeExpired' : 'replenishmentPlans.detail.removeExpiring',
    {
      count: line.toRemove,
    },
  );
}

/** Units as cases and loose units, where the goods has a case size: only the parts there are (8 件, not 0 箱 + 8 件). */
export function casesText(row: PlanGoodsSummary, t: TFunction): string {
  if (row.caseSize === null || row.cases === null) return t('replenishmentPlans.detail.noCase');
  const loose = row.looseUnits ?? 0;
  const key = row.cases === 0 ? 'looseOnly' : loose === 0 ? 'casesOnly' : 'casesOf';
  return t(`replenishmentPlans.detail.${key}`, { cases: row.cases, loose, size: row.caseSize });
}

/** The lines grouped by device, in the order given. */
export function byDevice(lines: readonly PlanLine[]): PlanLine[][] {
  const groups = new Map<number, PlanLine[]>();
  for (const line of lines) groups.set(line.deviceId, [...(groups.get(line.deviceId) ?? []), line]);
  return [...groups.values()];
}

const th = 'py-1.5 pr-3 text-left font-medium';
const td = 'py-1.5 pr-3';

/** The warehouse's pick list: units and cases per goods; with `showLoaded`, what the devices reported loaded. */
export function PlanSummaryTable({
  summary,
  showLoaded,
}: {
  summary: readonly PlanGoodsSummary[];
  showLoaded: boolean;
}) {
  const { t } = useTranslation();
  const word = (name: string) => t(`replenishmentPlans.detail.${name}`);
  return (
    <table className="w-full border-collapse text-sm" aria-label={word('summary')}>
      <thead>
        <tr className="border-b border-border text-text-subtle">
          <th scope="col" className={th}>
            {word('goodsName')}
          </th>
          <th scope="col" className={th}>
            {word('units')}
          </th>
          <th scope="col" className={th}>
            {word('cases')}
          </th>
          {showLoaded ? (
            <th scope="col" className={th}>
              {word('loaded')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {summary.map((row) => (
          <tr key={row.goodsId} className="border-b border-border tabular-nums">
            <td className={td}>{row.goodsName}</td>
            <td className={td}>{row.units}</td>
            <td className={td}>{casesText(row, t)}</td>
            {showLoaded ? <td className={td}>{row.loaded}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Per device, each slot: par level, stock (and where it comes from), what to load and, with `showLoaded`, what was. */
export function PlanDeviceTables({
  lines,
  judgedAt,
  showLoaded,
}: {
  lines: readonly PlanLine[];
  judgedAt: string;
  showLoaded: boolean;
}) {
  const { t } = useTranslation();
  const word = (name: string) => t(`replenishmentPlans.detail.${name}`);
  return (
    <div className="flex flex-col gap-4">
      {byDevice(lines).map((group) => {
        const first = group[0] as PlanLine;
        const heading = t('replenishmentPlans.detail.deviceHeading', {
          deviceNo: first.deviceNo,
          deviceName: first.deviceName,
          address: first.address,
        });
        return (
          <section key={first.deviceId} aria-label={heading}>
            <h4 className="mb-1 text-sm font-semibold text-text">{heading}</h4>
            <table className="w-full border-collapse text-sm">
              <thead>
                <tr className="border-b border-border text-text-subtle">
                  {[
                    'slotNo',
                    'goodsName',
                    'parLevel',
                    'stock',
                    'basis',
                    'planned',
                    ...(showLoaded ? ['loaded'] : []),
                  ].map((name) => (
                    <th key={name} scope="col" className={th}>
                      {word(name)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {group.map((line) => (
                  <tr key={line.slotNo} className="border-b border-border tabular-nums">
                    <td className={td}>{line.slotNo}</td>
                    <td className={td}>
                      {line.goodsName}
                      {removalText(line, t) ? (
                        <span
                          className={`block text-xs ${line.expiry === 'expired' ? 'text-danger-text' : 'text-warning-text'}`}
                        >
                          {removalText(line, t)}
                        </span>
                      ) : null}
                    </td>
                    <td className={td}>{line.parLevel}</td>
                    <td className={td}>{line.stock}</td>
                    <td className={line.basis === 'estimated' ? `${td} text-warning-text` : td}>
                      {basisText(line, judgedAt, t)}
                    </td>
                    <td className={`${td} font-medium`}>{line.planned}</td>
                    {showLoaded ? (
                      <td className={td}>{line.loaded === null ? word('notReported') : line.loaded}</td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
