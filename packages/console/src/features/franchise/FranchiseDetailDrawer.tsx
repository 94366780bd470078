import type { FranchiseApplicationRow } from '@vending/contract';
import { agentApplicationFlow, stateOf } from '@vending/contract/statusFlows';
import { Descriptions, Drawer, DrawerContent, formatDateTime } from '@vending/ui';
import { useTranslation } from 'react-i18next';
// The flows' words come with the modules that show a flow.
import '../../i18n/flowWords';

/** Everything of one application, and who made each move when. */
export function FranchiseDetailDrawer({
  application,
  onClose,
}: {
  application: FranchiseApplicationRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const field = (name: keyof FranchiseApplicationRow) => t(`franchise.fields.${name}`);
  const state = stateOf(agentApplicationFlow, application.status);
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()}>
      <DrawerContent title={t('franchise.detailOf', { name: application.applicant })} size="large">
        <Descriptions
          columns={2}
          bordered
          items={[
            { key: 'applicant', label: field('applicant'), value: application.applicant },
            { key: 'phone', label: field('phone'), value: application.phone },
            { key: 'region', label: field('region'), value: application.region },
            { key: 'deviceCount', label: field('deviceCount'), value: application.deviceCount },
            { key: 'note', label: field('note'), value: application.note, span: 2 },
            { key: 'status', label: field('status'), value: state ? t(`flows.agentApplication.states.${state}`) : '' },
            { key: 'createTime', label: field('createTime'), value: formatDateTime(application.createTime) },
            { key: 'interviewTime', label: field('interviewTime'), value: formatDateTime(application.interviewTime) },
            { key: 'interviewNote', label: field('interviewNote'), value: application.interviewNote ?? '' },
            { key: 'handledBy', label: field('handledBy'), value: application.handledBy ?? '' },
            { key: 'handledTime', label: field('handledTime'), value: formatDateTime(application.handledTime) },
            { key: 'rejectReason', label: field('rejectReason'), value: application.rejectReason ?? '', span: 2 },
            { key: 'agentName', label: field('agentName'), value: application.agentName ?? '', span: 2 },
          ]}
        />
      </DrawerContent>
    </Drawer>
  );
}
