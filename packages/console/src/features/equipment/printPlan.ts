import type { ReplenishmentPlanDetail } from '@vending/contract';
import { formatDateTime } from '@vending/ui';
import type { TFunction } from 'i18next';
import { basisText, byDevice, casesText, removalText } from './PlanTables';

const escape = (text: string | number) =>
  String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const table = (label: string, headers: string[], rows: (string | number)[][]) =>
  `<table aria-label="${escape(label)}"><thead><tr>${headers.map((header) => `<th>${escape(header)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escape(cell)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

/**
 * The plan as a page of its own, black on white with nothing of the console around it: the
 * per-goods pick list, then each device's slots with a column to tick when loaded.
 */
export function planPrintDocument(
  plan: ReplenishmentPlanDetail,
  status: string,
  t: TFunction,
  language: string,
): string {
  const word = (name: string) => t(`replenishmentPlans.detail.${name}`);
  const title = t('replenishmentPlans.detail.title', { id: plan.planId });
  const devices = byDevice(plan.lines)
    .map((group) => {
      const first = group[0];
      if (!first) return '';
      const heading = t('replenishmentPlans.detail.deviceHeading', {
        deviceNo: first.deviceNo,
        deviceName: first.deviceName,
        address: first.address,
      });
      return `<h3>${escape(heading)}</h3>${table(
        heading,
        ['slotNo', 'goodsName', 'parLevel', 'stock', 'basis', 'planned', 'loaded'].map(word),
        group.map((line) => [
          line.slotNo,
          removalText(line, t) ? `${line.goodsName}（${removalText(line, t)}）` : line.goodsName,
          line.parLevel,
          line.stock,
          basisText(line, plan.createTime, t),
          line.planned,
          line.loaded ?? '',
        ]),
      )}`;
    })
    .join('');
  return `<!doctype html><html lang="${escape(language)}"><head><meta charset="utf-8"><title>${escape(title)}</title><style>
body{font:12px/1.5 system-ui,sans-serif;color:#000;background:#fff;margin:16px}
h1{font-size:18px;margin:0 0 4px}h2{font-size:14px;margin:16px 0 4px}h3{font-size:13px;margin:12px 0 4px}
table{border-collapse:collapse;width:100%;page-break-inside:auto}tr{page-break-inside:avoid}
th,td{border:1px solid #999;padding:3px 6px;text-align:left}th{background:#eee}
</style></head><body><h1>${escape(title)}</h1><p>${escape(
    `${word('status')}: ${status} · ${word('createdBy')}: ${plan.createdBy ?? ''} · ${word('createTime')}: ${formatDateTime(plan.createTime)}`,
  )}</p><h2>${escape(word('summary'))}</h2>${table(
    word('summary'),
    ['goodsName', 'units', 'cases', 'loaded'].map(word),
    plan.summary.map((row) => [row.goodsName, row.units, casesText(row, t), row.loaded]),
  )}<h2>${escape(word('devices'))}</h2>${devices}</body></html>`;
}

/** Opens the plan as a clean page and the browser's print dialog over it. */
export function printPlan(plan: ReplenishmentPlanDetail, status: string, t: TFunction, language: string): void {
  const printed = window.open('', '_blank');
  if (!printed) return;
  printed.document.open();
  printed.document.write(planPrintDocument(plan, status, t, language));
  printed.document.close();
  printed.focus();
  printed.print();
}
