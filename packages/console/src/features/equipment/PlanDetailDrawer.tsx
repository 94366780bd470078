import { stateOf, replenishmentPlanFlow, type ReplenishmentPlanRow } from '@vending/contract';
import { Button, Descriptions, Drawer, DrawerContent, formatDateTime, Tag } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { CallFallback } from '../../lib/CallFallback';
import { ExportButton } from '../../lib/resource/ExportButton';
import { flowTones } from '../../lib/resource/flowTones';
import { useCall } from '../../lib/useCall';
import { PlanDeviceTables, PlanSummaryTable } from './PlanTables';
import { printPlan } from './printPlan';

/** A saved plan: per goods for the warehouse, per device and slot planned vs loaded; export and print. */
export function PlanDetailDrawer({ plan, onClose }: { plan: ReplenishmentPlanRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useCall('getReplenishmentPlan', { planId: plan.planId });
  const state = stateOf(replenishmentPlanFlow, plan.status);
  const statusWord = state ? t(`flows.replenishmentPlan.states.${state}`) : '';
  const title = t('replenishmentPlans.detail.title', { id: plan.planId });
  const word = (name: string) => t(`replenishmentPlans.detail.${name}`);
  const loaded = detail.data;
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()}>
      <DrawerContent
        title={title}
        size="large"
        footer={
          <>
            <Button disabled={!loaded} onClick={() => loaded && printPlan(loaded, statusWord, t, i18n.language)}>
              {word('print')}
            </Button>
            <ExportButton call="getReplenishmentPlanExcle" params={() => ({ planId: plan.planId })} />
          </>
        }
      >
        {detail.status !== 'ready' || !loaded ? (
          <CallFallback call={detail} height={240} />
        ) : (
          <div className="flex flex-col gap-4">
            <Descriptions
              columns={2}
              bordered
              items={[
                {
                  key: 'status',
                  label: word('status'),
                  value: state ? (
                    <Tag tone={flowTones.replenishmentPlan[state]} dot>
                      {statusWord}
                    </Tag>
                  ) : (
                    ''
                  ),
                },
                { key: 'createdBy', label: word('createdBy'), value: loaded.createdBy ?? '' },
                { key: 'createTime', label: word('createTime'), value: formatDateTime(loaded.createTime) },
                { key: 'closedTime', label: word('closedTime'), value: formatDateTime(loaded.closedTime) },
              ]}
            />
            <h3 className="text-sm font-semibold text-text">{word('summary')}</h3>
            <PlanSummaryTable summary={loaded.summary} showLoaded />
            <h3 className="text-sm font-semibold text-text">{word('devices')}</h3>
            <PlanDeviceTables lines={loaded.lines} judgedAt={loaded.createTime} showLoaded />
          </div>
        )}
      </DrawerContent>
    </Drawer>
  );
}
