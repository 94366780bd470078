import { ResultCode } from '@vending/contract/codes';
import {
  Alert,
  Button,
  FieldFrame,
  PasswordInput,
  TextInput,
  useControlSize,
  useFieldIds,
  type FormState,
} from '@vending/ui';
import { useRef, useState, type ComponentType, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../api';
import { useApi } from '../../api/services';
import { useAuthStore } from '../../stores/authStore';
import { LanguageSwitch } from '../../lib/LanguageSwitch';

interface Credentials {
  username: string;
  password: string;
}
type FieldName = keyof Credentials;
const fieldNames: readonly FieldName[] = ['username', 'password'];

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
        <LoginForm onSubmit={logIn} />
      </section>
    </main>
  );
}

/**
 * The two fields and the button, drawn as the ui `Form` and `Field` draw them (same markup,
 * same rules: checked when a field is first left and on submit, then on every change; the
 * first empty field gets the focus) without react-hook-form, which would weigh 15 KB gzip on
 * the first screen (docs/BENCHMARKS.md).
 */
function LoginForm({ onSubmit }: { onSubmit: (credentials: Credentials) => Promise<void> }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const [outcome, setOutcome] = useState<Exclude<FormState, 'submitting'>>('idle');
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const required: Record<FieldName, string> = {
    username: t('login.usernameRequired'),
    password: t('login.passwordRequired'),
  };
  const check = (name: FieldName, value: string) =>
    setErrors((shown) => ({ ...shown, [name]: value === '' ? required[name] : undefined }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = Object.fromEntries(
      fieldNames.map((name) => [name, values[name] === '' ? required[name] : undefined]),
    ) as Partial<Record<FieldName, string>>;
    setErrors(found);
    const firstInvalid = fieldNames.find((name) => found[name]);
    if (firstInvalid) {
      setOutcome('invalid');
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(values);
      setOutcome('submitted');
    } catch {
      setOutcome('failed');
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: FieldName, Control: ComponentType<ControlProps>, autoComplete: string, autoFocus = false) => (
    <LoginField
      name={name}
      label={t(`login.${name}`)}
      error={errors[name]}
      control={(props) => (
        <Control
          {...props}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          value={values[name]}
          onValueChange={(value) => {
            setValues((current) => ({ ...current, [name]: value }));
            if (touched.has(name) || outcome !== 'idle') check(name, value);
          }}
          onBlur={() => {
            setTouched((current) => new Set(current).add(name));
            check(name, values[name]);
          }}
          ref={(element: HTMLInputElement | null) => {
            inputs.current[name] = element;
          }}
        />
      )}
    />
  );

  return (
    <form
      noValidate
      data-slot="form"
      data-layout="vertical"
      data-state={submitting ? 'submitting' : outcome}
      className="group/form flex flex-col gap-4"
      style={{ '--vc-form-label-width': '100px' } as CSSProperties}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="login-title"
    >
      {field('username', TextInput, 'username', true)}
      {field('password', PasswordInput, 'current-password')}
      <Button className="w-full" type="submit" variant="primary" loading={submitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}

type ControlProps = Parameters<typeof TextInput>[0];

/** One required field, framed as the ui `Field` frames one, without react-hook-form. */
function LoginField({
  name,
  label,
  error,
  control,
}: {
  name: FieldName;
  label: string;
  error: string | undefined;
  control: (props: ControlProps) => ReactNode;
}) {
  const ids = useFieldIds();
  // The chosen control size (spec §9: mini by default), as every other form.
  const size = useControlSize();
  return (
    <FieldFrame ids={ids} label={label} required error={error} size={size}>
      {control({
        id: ids.control,
        name,
        invalid: Boolean(error),
        disabled: false,
        'aria-labelledby': ids.label,
        ...(error && { 'aria-describedby': ids.error }),
        'aria-required': true,
      })}
    </FieldFrame>
  );
}
