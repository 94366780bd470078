import type { ReplenishmentPlanRow } from '@vending/contract';
import { registerPageWords } from '../../i18n/pageWords';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { NewPlanDialog } from './NewPlanDialog';
import { PlanDetailDrawer } from './PlanDetailDrawer';
import { replenishmentPlanWords } from './planWords';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(replenishmentPlanWords);

/**
 * 补货计划: saved plans and their state (planned → loading → done, the last by the devices'
 * stock reports); a new plan is computed from par levels and stock in a dialog.
 */
export const replenishmentPlansPage = listPage({
  namespace: 'replenishmentPlans',
  list: 'getReplenishmentPlanList',
  rowId: 'planId',
  rowLabel: (row, { t }) => t('replenishmentPlans.detail.title', { id: row.planId }),
  filters: [{ kind: 'status', param: 'status', flow: 'replenishmentPlan' }],
  columns: [
    { kind: 'text', field: 'planId', width: 90 },
    { kind: 'status', field: 'status', flow: 'replenishmentPlan' },
    { kind: 'text', field: 'deviceCount', width: 80 },
    {
      kind: 'computed',
      id: 'reportedDevices',
      width: 100,
      value: (row) => row.reportedDevices,
      render: (row, { t }) =>
        t('replenishmentPlans.reported', { reported: row.reportedDevices, total: row.deviceCount }),
    },
    { kind: 'text', field: 'plannedUnits', width: 100 },
    { kind: 'text', field: 'loadedUnits', width: 100 },
    { kind: 'text', field: 'createdBy', width: 100 },
    { kind: 'dateTime', field: 'createTime' },
    { kind: 'dateTime', field: 'closedTime' },
  ],
  actions: [
    {
      key: 'detail',
      opens: 'dialog',
      reads: true,
      dialog: ({ row, close }) => <PlanDetailDrawer plan={row as ReplenishmentPlanRow} onClose={close} />,
    },
    {
      key: 'startLoading',
      opens: 'transition',
      flow: 'replenishmentPlan',
      action: 'startLoading',
      statusField: 'status',
      call: 'transitReplenishmentPlan',
    },
  ],
  toolbarDialogs: [{ key: 'create', dialog: (props) => <NewPlanDialog {...props} /> }],
});

export default function ReplenishmentPlansPage() {
  return <ResourcePage page={replenishmentPlansPage} />;
}
