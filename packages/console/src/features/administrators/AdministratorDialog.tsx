import type { ManagerRow } from '@vending/contract';
import { Field, PasswordInput, TextInput } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/services';
import { FormDialog } from '../../lib/FormDialog';
import { administratorRules } from './administratorRules';

export type AdministratorDialogMode = { kind: 'create' } | { kind: 'edit'; manager: ManagerRow };

interface AdministratorForm {
  username: string;
  realName: string;
  phone: string;
  passWord: string;
}

/** Creates an ordinary administrator, or edits one's name and phone. */
export function AdministratorDialog({
  mode,
  onClose,
  onSaved,
}: {
  mode: AdministratorDialogMode | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const rules = administratorRules(t);
  const editing = mode?.kind === 'edit' ? mode.manager : null;
  return (
    <FormDialog<AdministratorForm>
      // A new key per target resets the form's values.
      key={editing ? `edit-${editing.managerId}` : 'create'}
      open={mode !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? t('administrators.editTitle') : t('administrators.create')}
      defaultValues={{
        username: editing?.username ?? '',
        realName: editing?.realName ?? '',
        phone: editing?.phone ?? '',
        passWord: '',
      }}
      save={(values) =>
        editing
          ? api.call('updateManager', { managerId: editing.managerId, realName: values.realName, phone: values.phone })
          : api.call('addManager', values)
      }
      onSaved={onSaved}
    >
      <Field name="username" label={t('administrators.username')} rules={editing ? undefined : rules.username}>
        <TextInput autoComplete="off" disabled={editing !== null} />
      </Field>
      <Field name="realName" label={t('administrators.realName')} rules={rules.realName}>
        <TextInput autoComplete="off" />
      </Field>
      <Field name="phone" label={t('administrators.phone')} rules={rules.phone}>
        <TextInput inputMode="numeric" autoComplete="off" />
      </Field>
      {editing ? null : (
        <Field
          name="passWord"
          label={t('administrators.password')}
          rules={rules.password}
          help={t('administrators.passwordHelp')}
        >
          <PasswordInput autoComplete="new-password" />
        </Field>
      )}
    </FormDialog>
  );
}
