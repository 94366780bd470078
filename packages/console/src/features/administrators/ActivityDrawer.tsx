import { menu, ResultCode, type AuditRow, type ManagerRow } from '@vending/contract';
import { Drawer, DrawerContent, formatDateTime, Tag } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { CallFallback } from '../../lib/CallFallback';
import { useCall } from '../../lib/useCall';
import { auditActionKind } from './auditAction';

/** How many of the latest events the drawer shows. */
const SHOWN_EVENTS = 30;

const pageNameOf = new Map(menu.flatMap((group) => group.children.map((page) => [page.interfaceName, page.name])));

function ResultTag({ result }: { result: number }) {
  const { t } = useTranslation();
  if (result === ResultCode.SUCCESS) return <Tag tone="success">{t('administrators.activity.done')}</Tag>;
  if (result === ResultCode.NO_PERMISSION) return <Tag tone="danger">{t('administrators.activity.forbidden')}</Tag>;
  return <Tag tone="warning">{t('administrators.activity.refused')}</Tag>;
}

function Event({ event }: { event: AuditRow }) {
  const { t } = useTranslation();
  const pageName = event.page ? pageNameOf.get(event.page) : undefined;
  const where = pageName
    ? t(`routes.${pageName}`, { defaultValue: event.page ?? '' })
    : t('administrators.activity.session');
  return (
    <li className="flex flex-col gap-1 border-b border-border py-3 last:border-b-0">
      <div className="flex items-center gap-2">
        <ResultTag result={event.result} />
        <span className="font-medium">{where}</span>
        {/* What was done in words; the call's name stays at hand for support, as a tooltip. */}
        <span className="text-xs text-text-secondary" title={event.action}>
          {t(`administrators.activity.kinds.${auditActionKind(event.action)}`)}
        </span>
      </div>
      <div className="flex flex-wrap gap-x-4 text-xs text-text-secondary">
        <time dateTime={event.time}>{formatDateTime(event.time)}</time>
        {event.target ? <span>{event.target}</span> : null}
        <span>{t('administrators.activity.from', { address: event.address })}</span>
      </div>
      {/* A refusal's reason, as the server recorded it (the tag says a missing permission already). */}
      {event.result !== ResultCode.SUCCESS && event.result !== ResultCode.NO_PERMISSION ? (
        <p className="text-xs">{event.message}</p>
      ) : null}
    </li>
  );
}

function ActivityList({ manager }: { manager: ManagerRow }) {
  const { t } = useTranslation();
  const events = useCall('getManagerAuditList', { managerId: manager.managerId, size: SHOWN_EVENTS });
  if (events.status !== 'ready' || !events.data) return <CallFallback call={events} height={240} />;
  const { rows, total } = events.data;
  if (rows.length === 0)
    return <p className="py-8 text-center text-text-secondary">{t('administrators.activity.none')}</p>;
  return (
    <>
      <p className="text-xs text-text-secondary">{t('administrators.activity.shown', { shown: rows.length, total })}</p>
      <ol aria-label={t('administrators.actions.activity')}>
        {rows.map((event) => (
          <Event key={event.auditId} event={event} />
        ))}
      </ol>
    </>
  );
}

/** An administrator's recent actions from the audit trail: writes, exports, logins, refusals. */
export function ActivityDrawer({ manager, onClose }: { manager: ManagerRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={manager !== null} onOpenChange={(open) => !open && onClose()}>
      {manager ? (
        <DrawerContent
          title={t('administrators.actions.activity')}
          description={t('administrators.activity.of', { name: manager.realName })}
          size="large"
        >
          <ActivityList key={manager.managerId} manager={manager} />
        </DrawerContent>
      ) : null}
    </Drawer>
  );
}
