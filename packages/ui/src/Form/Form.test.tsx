import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from '../Input';
import { Field } from './Field';
import { Form, FormSubmit } from './Form';

interface Account {
  name: string;
  password: string;
  confirm: string;
}

function renderAccountForm(
  props: { onSubmit?: (values: Account) => Promise<void> | void; onInvalid?: () => void } = {},
) {
  const onSubmit = vi.fn(props.onSubmit ?? (() => undefined));
  const onInvalid = vi.fn(props.onInvalid);
  render(
    <Form<Account>
      aria-label="账号"
      defaultValues={{ name: '', password: '', confirm: '' }}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
    >
      <Field name="name" label="名称" rules={{ required: '请输入名称' }}>
        <TextInput />
      </Field>
      <Field name="password" label="密码" rules={{ required: '请输入密码' }}>
        <TextInput />
      </Field>
      <Field
        name="confirm"
        label="确认"
        dependsOn={['password']}
        rules={{ validate: (value, values) => value === values['password'] || '不一致' }}
      >
        <TextInput />
      </Field>
      <FormSubmit>提交</FormSubmit>
    </Form>,
  );
  return { onSubmit, onInvalid, user: userEvent.setup() };
}

const messages = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('Form rules', () => {
  it('runs a rule when its field is left, not while it is first typed in', async () => {
    const { user } = renderAccountForm();
    await user.click(screen.getByRole('textbox', { name: '名称' }));
    expect(messages()).toEqual([]);
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入名称');
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('re-runs a shown rule on every change once the field was left', async () => {
    const { user } = renderAccountForm();
    const name = screen.getByRole('textbox', { name: '名称' });
    await user.click(name);
    await user.tab();
    await screen.findByRole('alert');
    // Clicking back into the name leaves the password field, which now shows its own rule.
    await user.type(name, 'a');
    await waitFor(() => expect(messages()).toEqual(['请输入密码']));
    await user.clear(name);
    await waitFor(() => expect(messages()).toEqual(['请输入名称', '请输入密码']));
  });

  it('re-checks a dependent field when the field it depends on changes, once it was touched', async () => {
    const { user } = renderAccountForm();
    await user.type(screen.getByRole('textbox', { name: '密码' }), 'abc');
    // The confirmation was never touched: changing the password leaves it alone.
    expect(messages()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: '确认' }), 'abd');
    await user.tab();
    await waitFor(() => expect(messages()).toEqual(['不一致']));
    await user.clear(screen.getByRole('textbox', { name: '密码' }));
    await user.type(screen.getByRole('textbox', { name: '密码' }), 'abd');
    await waitFor(() => expect(messages()).toEqual([]));
  });

  it('reports an invalid submit to onInvalid, sends nothing and focuses the first invalid field', async () => {
    const { user, onSubmit, onInvalid } = renderAccountForm();
    await user.type(screen.getByRole('textbox', { name: '密码' }), 'abc');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(messages()).toEqual(['请输入名称', '不一致']);
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveFocus();
    expect(screen.getByRole('form')).toHaveAttribute('data-state', 'invalid');
  });

  it('keeps every value when the caller rejects the submission', async () => {
    const { user, onSubmit } = renderAccountForm({ onSubmit: () => Promise.reject(new Error('server said no')) });
    await user.type(screen.getByRole('textbox', { name: '名称' }), 'ops');
    await user.type(screen.getByRole('textbox', { name: '密码' }), 'abc');
    await user.type(screen.getByRole('textbox', { name: '确认' }), 'abc');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByRole('form')).toHaveAttribute('data-state', 'failed'));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'ops', password: 'abc', confirm: 'abc' });
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveValue('ops');
    expect(screen.getByRole('textbox', { name: '密码' })).toHaveValue('abc');
    expect(screen.getByRole('textbox', { name: '确认' })).toHaveValue('abc');
  });
});
