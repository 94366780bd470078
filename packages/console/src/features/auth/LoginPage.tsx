import { ResultCode } from '@vending/contract/codes';
import { Alert, Form, Field, FormSubmit, PasswordInput, TextInput } from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../api';
import { useApi } from '../../api/services';
import { useAuthStore } from '../../stores/authStore';
import { LanguageSwitch } from '../../lib/LanguageSwitch';

interface Credentials {
  username: string;
  password: string;
}

/**
 * The login form: credentials sent form-encoded (docs/SPECIFICATION.md §7). Every refusal (a wrong
 * password, a throttled login with HTTP 429) is said once, in place: the client shows nothing for
 * this call's codes. A transport error is the client's own message.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [failure, setFailure] = useState<string | null>(null);

  async function logIn(credentials: Credentials) {
    setFailure(null);
    try {
      const answer = await api.call('login', credentials, { answerAnyCode: true });
      if (answer.code !== ResultCode.SUCCESS) {
        setFailure(refusalText(answer) || t('login.failed'));
        return;
      }
      // The route guard takes it from here: to the kept `redirect`, else to welcome.
      useAuthStore.getState().setToken(answer.data);
    } catch {
      // A transport error or a broken answer: the client has said so already (a logout, nothing).
    }
  }

  return (
    <main className="relative flex min-h-screen items-center justify-center bg-sidebar-bg p-4">
      <div className="absolute top-4 right-4">
        <LanguageSwitch tone="dark" />
      </div>
      <section aria-labelledby="login-title" className="grid w-full max-w-sm gap-6 rounded-lg bg-surface p-8 shadow-xl">
        <h1 id="login-title" className="text-center text-xl font-semibold text-text">
          {t('login.title')}
        </h1>
        {failure ? <Alert type="error" title={failure} /> : null}
        <Form<Credentials>
          layout="vertical"
          size="small"
          defaultValues={{ username: '', password: '' }}
          onSubmit={logIn}
          aria-labelledby="login-title"
        >
          <Field name="username" label={t('login.username')} rules={{ required: t('login.usernameRequired') }}>
            <TextInput autoComplete="username" autoFocus />
          </Field>
          <Field name="password" label={t('login.password')} rules={{ required: t('login.passwordRequired') }}>
            <PasswordInput autoComplete="current-password" />
          </Field>
          <FormSubmit className="w-full">{t('login.submit')}</FormSubmit>
        </Form>
      </section>
    </main>
  );
}
