import type { RoleRow } from '@vending/contract';
import { Button, Dialog, DialogContent } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { CallFallback } from '../../lib/CallFallback';
import { useCall } from '../../lib/useCall';

function HoldersBody({ role, onClose }: { role: RoleRow; onClose: () => void }) {
  const { t } = useTranslation();
  const holders = useCall('getRoleHolders', { roleId: role.roleId });
  const rows = holders.data?.rows;
  return (
    <DialogContent
      title={t('roles.actions.holders')}
      description={t('roles.holdersOf', { name: role.name })}
      footer={<Button onClick={onClose}>{t('roles.close')}</Button>}
    >
      {rows === undefined ? (
        <CallFallback call={holders} height={96} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-text-subtle">{t('roles.noHolders')}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {rows.map((holder) => (
            <li key={holder.managerId}>
              {holder.realName} <span className="text-text-subtle">（{holder.username}）</span>
            </li>
          ))}
        </ul>
      )}
    </DialogContent>
  );
}

/** Who holds a role. */
export function RoleHoldersDialog({ role, onClose }: { role: RoleRow; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <HoldersBody role={role} onClose={onClose} />
    </Dialog>
  );
}
