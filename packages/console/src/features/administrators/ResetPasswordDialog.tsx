import type { ManagerRow } from '@vending/contract';
import { Field, PasswordInput } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/services';
import { FormDialog } from '../../lib/FormDialog';
import { administratorRules } from './administratorRules';

/** Sets another administrator's password; the server ends their sessions. */
export function ResetPasswordDialog({
  manager,
  onClose,
  onSaved,
}: {
  manager: ManagerRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <FormDialog<{ passWord: string }>
      key={manager?.managerId ?? 'none'}
      open={manager !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('administrators.resetPassword')}
      description={manager ? t('administrators.resetPasswordFor', { name: manager.realName }) : undefined}
      size="small"
      defaultValues={{ passWord: '' }}
      save={({ passWord }) => api.call('resetManagerPwd', { managerId: manager?.managerId ?? 0, passWord })}
      onSaved={onSaved}
    >
      <Field name="passWord" label={t('administrators.newPassword')} rules={administratorRules(t).password}>
        <PasswordInput autoComplete="new-password" />
      </Field>
    </FormDialog>
  );
}
