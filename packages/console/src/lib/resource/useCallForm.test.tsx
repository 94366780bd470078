import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, FormSubmit, MessageHost } from '@vending/ui';
import { I18nextProvider } from 'react-i18next';
import { createApiClient } from '../../api/client';
import { ServicesProvider } from '../../api/services';
import { createI18n } from '../../i18n';
import { registerPageWords } from '../../i18n/pageWords';
import { mockServer } from '../../stories/mockNetwork';
import { toastHostMounted } from '../toasts';
import { DeclaredFields } from './DeclaredFields';
import { useCallForm } from './useCallForm';

registerPageWords({
  zh: { administrators: { fields: { realName: '姓名', phone: '手机号' }, rules: { phone: '请输入 11 位手机号' } } },
  en: {
    administrators: {
      fields: { realName: 'Name', phone: 'Phone' },
      rules: { phone: 'Enter an 11-digit mobile number' },
    },
  },
});

type Values = { realName: string; phone: string; username: string };

/** A form of its own bound to updateManager, as a page without a declared dialog writes one. */
function AccountForm({ confirm, onSaved }: { confirm?: () => Promise<boolean>; onSaved: (values: Values) => void }) {
  const account = useCallForm<Values, 'updateManager'>({
    call: 'updateManager',
    fixedParams: { managerId: 7 },
    ...(confirm && { confirm }),
    onSaved,
  });
  return (
    <Form<Values> defaultValues={{ realName: '运营', phone: '', username: 'ops' }} {...account.formProps}>
      {(form) => {
        account.bind(form);
        return (
          <>
            <DeclaredFields
              namespace="administrators"
              call="updateManager"
              fields={[
                { name: 'realName', control: 'text' },
                { name: 'phone', control: 'phone' },
              ]}
              editing={false}
            />
            <FormSubmit>保存</FormSubmit>
          </>
        );
      }}
    </Form>
  );
}

function renderForm(answer: unknown, confirm?: () => Promise<boolean>) {
  const sent: string[] = [];
  const saved: Values[] = [];
  const api = createApiClient({
    baseURL: '',
    timeoutMs: 20_000,
    expiryDelayMs: 2_000,
    ...mockServer({
      updateManager: (request: { data?: unknown }) => {
        sent.push(String(request.data));
        return answer;
      },
    }),
    notifier: { error: () => undefined, warning: () => undefined, notifyWarning: () => undefined },
    session: { getToken: () => 'token', expire: () => undefined },
    translate: (word) => word,
  });
  // The messages go through lib/toasts.ts, which waits for its host: the MessageHost rendered here.
  toastHostMounted();
  render(
    <I18nextProvider i18n={createI18n('zh')}>
      <ServicesProvider api={api}>
        <AccountForm {...(confirm && { confirm })} onSaved={(values) => saved.push(values)} />
        <MessageHost />
      </ServicesProvider>
    </I18nextProvider>,
  );
  return { sent, saved };
}

describe('useCallForm', () => {
  it('sends what the call takes beside the fixed parameters, then hands over the saved values', async () => {
    const user = userEvent.setup();
    const { sent, saved } = renderForm({ code: 1, msg: '', data: null });
    await user.type(screen.getByLabelText('手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const request = new URLSearchParams(sent[0]);
    expect(Object.fromEntries(request)).toEqual({ realName: '运营', phone: '13800138000', managerId: '7' });
    // username is a value of the form, not a parameter of updateManager: shown, not sent.
    expect(request.has('username')).toBe(false);
  });

  it('checks the values by the call’s schema and sends nothing while one is wrong', async () => {
    const user = userEvent.setup();
    const { sent } = renderForm({ code: 1, msg: '', data: null });
    await user.type(screen.getByLabelText('手机号'), '123');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入 11 位手机号')).toBeVisible();
    expect(await screen.findByText('请填写完整的表单')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('keeps the form and shows the refusal under the field it names', async () => {
    const user = userEvent.setup();
    const { sent, saved } = renderForm({ code: 0, msg: '', data: { message: '姓名已被使用', field: 'realName' } });
    const name = screen.getByLabelText('姓名');
    await user.clear(name);
    await user.type(name, '新名字');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('姓名已被使用')).toBeVisible();
    expect(name).toHaveValue('新名字');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);
    expect(saved).toEqual([]);
  });

  it('sends nothing when the confirmation is declined', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const { sent, saved } = renderForm({ code: 1, msg: '', data: null }, () => {
      asked += 1;
      return Promise.resolve(false);
    });
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(asked).toBe(1));
    expect(sent).toEqual([]);
    expect(saved).toEqual([]);
  });
});
