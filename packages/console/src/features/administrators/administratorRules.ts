import type { FieldRules } from '@vending/ui';
import type { TFunction } from 'i18next';

/** The administrator form's rules: the contract's constraints, said in the user's language. */
export function administratorRules(t: TFunction) {
  return {
    username: {
      required: t('administrators.usernameRequired'),
      pattern: { value: /^[A-Za-z0-9_]{3,32}$/, message: t('administrators.usernameFormat') },
    },
    realName: {
      required: t('administrators.realNameRequired'),
      maxLength: { value: 32, message: t('administrators.realNameTooLong') },
    },
    phone: { pattern: { value: /^(1\d{10})?$/, message: t('administrators.phoneFormat') } },
    password: {
      required: t('administrators.passwordRequired'),
      minLength: { value: 8, message: t('administrators.passwordHelp') },
      maxLength: { value: 128, message: t('administrators.passwordTooLong') },
    },
  } satisfies Record<string, FieldRules>;
}
