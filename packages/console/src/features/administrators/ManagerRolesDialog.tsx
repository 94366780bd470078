import type { ManagerRow } from '@vending/contract';
import { Button, Checkbox, Dialog, DialogContent } from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { registerPageWords } from '../../i18n/pageWords';
import { CallFallback } from '../../lib/CallFallback';
import { showRefusal } from '../../lib/showRefusal';
import { useCall } from '../../lib/useCall';
import { roleWords } from './roleWords';

registerPageWords({ zh: { roles: roleWords.zh }, en: { roles: roleWords.en } });

interface Props {
  manager: ManagerRow | null;
  onClose: () => void;
  onSaved: () => void;
}

function ManagerRolesBody({ manager, onClose, onSaved }: Props & { manager: ManagerRow }) {
  const { t } = useTranslation();
  const api = useApi();
  const options = useCall('getRoleOptions', {});
  const current = useCall('getManagerRoles', { managerId: manager.managerId });
  const [edited, setEdited] = useState<readonly number[] | null>(null);
  const [saving, setSaving] = useState(false);
  const chosen = new Set(edited ?? current.data?.roleIds ?? []);
  const ready = options.status === 'ready' && current.status === 'ready';

  const toggle = (roleId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(roleId);
    else next.delete(roleId);
    setEdited([...next].sort((a, b) => a - b));
  };

  async function save() {
    setSaving(true);
    try {
      const answer = await api.call('setManagerRoles', { managerId: manager.managerId, roleIds: [...chosen] });
      if (answer.code === 1) onSaved();
      else showRefusal(answer, null);
    } catch {
      // The HTTP client showed the failure; the choices stay for another try.
    } finally {
      setSaving(false);
    }
  }

  const rows = options.data?.rows ?? [];
  return (
    <DialogContent
      title={t('roles.assign.title')}
      description={t('roles.assign.of', { name: manager.realName })}
      footer={
        <>
          <Button onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" loading={saving} disabled={!ready} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      {!ready ? <CallFallback call={options.status !== 'ready' ? options : current} height={160} /> : null}
      {ready && rows.length === 0 ? <p className="text-sm text-text-subtle">{t('roles.assign.none')}</p> : null}
      {ready && rows.length > 0 ? (
        <div role="group" aria-label={t('roles.assign.title')} className="grid max-h-72 gap-2 overflow-y-auto">
          {rows.map((role) => (
            <Checkbox
              key={role.value}
              label={
                <span>
                  {role.label}
                  {role.description ? <span className="ml-2 text-xs text-text-subtle">{role.description}</span> : null}
                </span>
              }
              checked={chosen.has(role.value)}
              onCheckedChange={(on) => toggle(role.value, on === true)}
            />
          ))}
        </div>
      ) : null}
    </DialogContent>
  );
}

/** The roles an administrator holds, chosen from every role (the per-administrator permission dialog before roles). */
export function ManagerRolesDialog(props: Props) {
  const { manager, onClose } = props;
  return (
    <Dialog open={manager !== null} onOpenChange={(open) => !open && onClose()}>
      {manager ? <ManagerRolesBody key={manager.managerId} {...props} manager={manager} /> : null}
    </Dialog>
  );
}
