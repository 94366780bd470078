import { endpoints } from '@vending/contract';
import { Field, PasswordInput } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { isSuccessCode } from '../../api';
import { useApi } from '../../api/services';
import { AUTO_LOGOUT_DELAY_MS } from '../../config/constants';
import { FormDialog } from '../../lib/FormDialog';
import { fieldConstraints } from '../../lib/resource/schemaRules';
import { endSession } from '../../session/endSession';
import { lazyMessage } from '../../lib/toasts';

interface PasswordForm {
  oldPassWord: string;
  passWord: string;
  /** The confirmation stays in the browser (docs/SPECIFICATION.md §3). */
  checkPass: string;
}

/** The new password's least length, as the server checks it (the contract's updatePwd request). */
const PASSWORD_MIN_LENGTH = fieldConstraints(endpoints.updatePwd.request.shape.passWord).minLength ?? 1;

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Reloads the page after the logout (injectable for stories). */
  reload?: () => void;
  /** The password was set by someone else: the change comes before anything else. */
  required?: boolean;
}

/**
 * Change password (docs/SPECIFICATION.md §5, §7, §8): each rule on blur with the spec's messages, and the
 * new password's length said under it before it is broken; success
 * (any code above 0 but 21) logs out and reloads after 2 s; failure shows the server's data.message and
 * keeps what was typed.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
  reload = () => window.location.reload(),
  required = false,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <FormDialog<PasswordForm>
      open={open}
      onOpenChange={onOpenChange}
      title={t('password.title')}
      {...(required ? { description: t('password.required') } : {})}
      required={required}
      size="small"
      submitText={t('password.submit')}
      defaultValues={{ oldPassWord: '', passWord: '', checkPass: '' }}
      save={({ oldPassWord, passWord }) => api.call('updatePwd', { oldPassWord, passWord })}
      // docs/SPECIFICATION.md §7: any code above 0 is the success message (21 is not: it was a warning).
      succeeded={(answer) => isSuccessCode('updatePwd', answer.code)}
      onSaved={() => {
        lazyMessage.success(t('password.success'));
        onOpenChange(false);
        setTimeout(() => {
          endSession(api);
          reload();
        }, AUTO_LOGOUT_DELAY_MS);
      }}
    >
      <Field
        name="oldPassWord"
        label={t('password.oldPassWord')}
        rules={{ required: t('password.oldPassWordRequired') }}
      >
        <PasswordInput autoComplete="current-password" />
      </Field>
      <Field
        name="passWord"
        label={t('password.passWord')}
        help={t('password.passWordHelp', { min: PASSWORD_MIN_LENGTH })}
        rules={{
          required: t('password.passWordRequired'),
          minLength: {
            value: PASSWORD_MIN_LENGTH,
            message: t('password.passWordTooShort', { min: PASSWORD_MIN_LENGTH }),
          },
        }}
      >
        <PasswordInput autoComplete="new-password" />
      </Field>
      <Field
        name="checkPass"
        label={t('password.checkPass')}
        dependsOn={['passWord']}
        rules={{
          required: t('password.checkPassRequired'),
          validate: (value, values) => value === values['passWord'] || t('password.checkPassMismatch'),
        }}
      >
        <PasswordInput autoComplete="new-password" />
      </Field>
    </FormDialog>
  );
}
