import type { ManagerRow, MenuGroup } from '@vending/contract';
import { Button, CheckboxTree, Dialog, DialogContent, type CheckboxTreeNode } from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { permittedInterfaceNames } from '../../session/permissions';
import { CallFallback } from '../../lib/CallFallback';
import { showRefusal } from '../../lib/showRefusal';
import { useCall } from '../../lib/useCall';

interface Props {
  manager: ManagerRow | null;
  groups: readonly MenuGroup[];
  onClose: () => void;
  onSaved: () => void;
}

function MenuPermissionsBody({ manager, groups, onClose, onSaved }: Props & { manager: ManagerRow }) {
  const { t } = useTranslation();
  const api = useApi();
  const current = useCall('getManagerMenus', { managerId: manager.managerId });
  const [edited, setEdited] = useState<readonly string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const pageNames = new Set(groups.flatMap((group) => group.children.map((page) => page.interfaceName)));
  const granted = current.data ? [...permittedInterfaceNames(current.data)].filter((name) => pageNames.has(name)) : [];
  const checked = edited ?? granted;
  const nodes: CheckboxTreeNode[] = groups.map((group) => ({
    id: `group:${group.name}`,
    label: t(`routes.${group.name}`, { defaultValue: group.interfaceName }),
    children: group.children.map((page) => ({
      id: page.interfaceName,
      label: t(`routes.${page.name}`, { defaultValue: page.interfaceName }),
    })),
  }));

  async function save() {
    setSaving(true);
    try {
      const answer = await api.call('updateManagerMenus', {
        managerId: manager.managerId,
        interfaceNames: [...checked],
      });
      if (answer.code === 1) onSaved();
      else showRefusal(answer, null);
    } catch {
      // The HTTP client showed the failure; the choices stay for another try.
    } finally {
      setSaving(false);
    }
  }

  return (
    <DialogContent
      title={t('administrators.actions.menus')}
      description={t('administrators.menusFor', { name: manager.realName })}
      size="default"
      footer={
        <>
          <Button onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" loading={saving} disabled={current.status !== 'ready'} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      {current.status !== 'ready' ? <CallFallback call={current} height={192} /> : null}
      {current.status === 'ready' ? (
        <CheckboxTree
          label={t('administrators.actions.menus')}
          nodes={nodes}
          checked={checked}
          onCheckedChange={setEdited}
        />
      ) : null}
    </DialogContent>
  );
}

/** The pages an administrator may open, as a checkable tree of the console's menu. */
export function MenuPermissionsDialog(props: Props) {
  const { manager, onClose } = props;
  return (
    <Dialog open={manager !== null} onOpenChange={(open) => !open && onClose()}>
      {manager ? <MenuPermissionsBody key={manager.managerId} {...props} manager={manager} /> : null}
    </Dialog>
  );
}
