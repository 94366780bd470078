import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { DatePicker, DateRangePicker } from '../DatePicker';
import { ImageUpload } from '../ImageUpload';
import { NumberInput, PasswordInput, Textarea, TextInput } from '../Input';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { Switch } from '../Switch';
import type { ControlSize } from '../provider/UiProvider';
import { Field } from './Field';
import { Form, FormSubmit, type FormLayout } from './Form';

interface PasswordChange {
  oldPassWord: string;
  passWord: string;
  checkPass: string;
}

interface ChangePasswordFormProps {
  oldPasswordLabel: string;
  newPasswordLabel: string;
  confirmLabel: string;
  submitLabel: string;
  /** The business words of the rules: the console hands in its own translations. */
  oldPasswordRequired: string;
  newPasswordRequired: string;
  confirmRequired: string;
  confirmMismatch: string;
  newPasswordHelp?: string;
  layout?: FormLayout;
  size?: ControlSize;
  onSubmit: (values: PasswordChange) => void | Promise<void>;
  onInvalid: () => void;
}

/** The console's change-password dialog body: nothing but configuration of Form and Field. */
function ChangePasswordForm(props: ChangePasswordFormProps) {
  return (
    <Form<PasswordChange>
      aria-label={props.submitLabel}
      className="max-w-md rounded-lg bg-surface p-6"
      layout={props.layout}
      size={props.size}
      defaultValues={{ oldPassWord: '', passWord: '', checkPass: '' }}
      onSubmit={props.onSubmit}
      onInvalid={props.onInvalid}
    >
      <Field name="oldPassWord" label={props.oldPasswordLabel} rules={{ required: props.oldPasswordRequired }}>
        <PasswordInput />
      </Field>
      <Field
        name="passWord"
        label={props.newPasswordLabel}
        help={props.newPasswordHelp}
        rules={{ required: props.newPasswordRequired }}
      >
        <PasswordInput />
      </Field>
      <Field
        name="checkPass"
        label={props.confirmLabel}
        dependsOn={['passWord']}
        rules={{
          required: props.confirmRequired,
          validate: (value, values) => value === values['passWord'] || props.confirmMismatch,
        }}
      >
        <PasswordInput />
      </Field>
      <div className="group-data-[layout=horizontal]/form:pl-[calc(var(--vc-form-label-width)+12px)]">
        <FormSubmit>{props.submitLabel}</FormSubmit>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: ChangePasswordForm,
  args: {
    oldPasswordLabel: '原密码',
    newPasswordLabel: '新密码',
    confirmLabel: '确认密码',
    submitLabel: '确定',
    oldPasswordRequired: '请输入原密码',
    newPasswordRequired: '请输入新密码',
    confirmRequired: '请再次输入密码',
    confirmMismatch: '两次输入密码不一致!',
    onSubmit: fn(),
    onInvalid: fn(),
  },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const oldPassword = canvas.getByLabelText('原密码');
    await expect(oldPassword).toHaveAttribute('aria-required', 'true');
    await expect(oldPassword).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Tabbing through the empty form shows each field's rule as the field is left. */
export const OnBlurMessages: Story = {
  play: async ({ canvas }) => {
    const alerts = () => canvas.queryAllByRole('alert').map((alert) => alert.textContent);
    await userEvent.tab();
    await expect(canvas.getByLabelText('原密码')).toHaveFocus();
    await expect(alerts()).toEqual([]);
    await userEvent.tab();
    await expect(alerts()).toEqual(['请输入原密码']);
    await userEvent.tab();
    await expect(canvas.getByLabelText('新密码')).toHaveFocus();
    await userEvent.tab();
    await expect(alerts()).toEqual(['请输入原密码', '请输入新密码']);
    await userEvent.tab();
    await userEvent.tab();
    await expect(alerts()).toEqual(['请输入原密码', '请输入新密码', '请再次输入密码']);
    const confirm = canvas.getByLabelText('确认密码');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription('请再次输入密码');
    // After the first error a rule re-runs on every change: typing clears it at once.
    await userEvent.type(canvas.getByLabelText('原密码'), 'old-secret');
    await expect(alerts()).toEqual(['请输入新密码', '请再次输入密码']);
    await userEvent.clear(canvas.getByLabelText('原密码'));
    await expect(alerts()).toEqual(['请输入原密码', '请输入新密码', '请再次输入密码']);
  },
};

/** The confirmation is re-checked when the new password changes, not only when it is edited. */
export const ConfirmationMismatch: Story = {
  play: async ({ canvas }) => {
    const newPassword = canvas.getByLabelText('新密码');
    const confirm = canvas.getByLabelText('确认密码');
    await userEvent.type(newPassword, 'secret-1');
    await userEvent.type(confirm, 'secret-2');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('两次输入密码不一致!');
    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, 'secret-2');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await userEvent.type(newPassword, '3');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('两次输入密码不一致!');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Submitting an invalid form reports it to the caller and sends nothing; the first invalid field takes the focus. */
export const InvalidSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('新密码'), 'secret-1');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onInvalid).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('原密码')).toHaveFocus();
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '请输入原密码',
      '请再次输入密码',
    ]);
    await expect(canvas.getByRole('form')).toHaveAttribute('data-state', 'invalid');
  },
};

/** The caller's onSubmit rejects (say the old password is wrong): every value stays for another try. */
export const FailedSubmit: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('原密码错误'))) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('原密码'), 'old-secret');
    await userEvent.type(canvas.getByLabelText('新密码'), 'new-secret');
    await userEvent.type(canvas.getByLabelText('确认密码'), 'new-secret');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('form')).toHaveAttribute('data-state', 'failed'));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oldPassWord: 'old-secret',
      passWord: 'new-secret',
      checkPass: 'new-secret',
    });
    await expect(args.onInvalid).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('原密码')).toHaveValue('old-secret');
    await expect(canvas.getByLabelText('新密码')).toHaveValue('new-secret');
    await expect(canvas.getByLabelText('确认密码')).toHaveValue('new-secret');
    await expect(canvas.getByRole('button', { name: '确定' })).not.toHaveAttribute('aria-busy');
  },
};

/** While onSubmit runs the submit button is busy. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('原密码'), 'old-secret');
    await userEvent.type(canvas.getByLabelText('新密码'), 'new-secret');
    await userEvent.type(canvas.getByLabelText('确认密码'), 'new-secret');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('button', { name: /确定/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form')).toHaveAttribute('data-state', 'submitting');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    oldPasswordLabel: 'Old password',
    newPasswordLabel: 'New password',
    confirmLabel: 'Confirm',
    submitLabel: 'OK',
    oldPasswordRequired: 'Enter the old password',
    newPasswordRequired: 'Enter a new password',
    confirmRequired: 'Enter the new password again',
    confirmMismatch: 'The two passwords do not match!',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(await canvas.findAllByRole('alert')).toHaveLength(3);
    await expect(canvas.getByLabelText('Old password')).toHaveFocus();
    await expect(canvas.getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  play: InvalidSubmit.play,
};

/** Labels above the controls, with help text, at the default size. */
export const VerticalDefaultSize: Story = {
  args: { layout: 'vertical', size: 'default', newPasswordHelp: '6 到 20 位，包含字母和数字' },
  play: async ({ canvas }) => {
    const newPassword = canvas.getByLabelText('新密码');
    await expect(newPassword).toHaveAccessibleDescription('6 到 20 位，包含字母和数字');
    await userEvent.click(newPassword);
    await userEvent.tab();
    await expect(newPassword).toHaveAccessibleDescription('请输入新密码 6 到 20 位，包含字母和数字');
    await expect(newPassword.closest('[data-slot=password-input]')!.getBoundingClientRect().height).toBe(40);
  },
};

/** A render function gets the form's state: here the submit stays disabled until something changed. */
export const RenderFunction: Story = {
  render: (args) => (
    <Form<{ nickname: string }>
      aria-label="资料"
      className="max-w-md rounded-lg bg-surface p-6"
      defaultValues={{ nickname: '' }}
      onSubmit={args.onSubmit}
    >
      {(form) => (
        <>
          <Field name="nickname" label="昵称" rules={{ maxLength: { value: 8, message: '最多 8 个字' } }}>
            <TextInput placeholder="请输入昵称" />
          </Field>
          <div className="pl-[calc(var(--vc-form-label-width)+12px)]">
            <FormSubmit disabled={!form.formState.isDirty}>保存</FormSubmit>
          </div>
        </>
      )}
    </Form>
  ),
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: '昵称' }), '自动售货机管理员');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ nickname: '自动售货机管理员' }));
    await expect(within(canvas.getByRole('form')).queryByRole('alert')).toBeNull();
  },
};

/** Every control of the design system in one form, each configured by a Field, then submitted empty. */
export const EveryControl: Story = {
  render: (args) => (
    <Form
      aria-label="新增商品"
      className="max-w-xl rounded-lg bg-surface p-6"
      defaultValues={{
        name: '',
        category: '',
        price: null,
        listedOn: null,
        promotion: null,
        state: 'on',
        enabled: true,
        recommend: false,
        picture: null,
        note: '',
      }}
      onSubmit={args.onSubmit}
      onInvalid={args.onInvalid}
    >
      <Field name="name" label="商品名称" rules={{ required: '请输入商品名称' }}>
        <TextInput placeholder="请输入商品名称" />
      </Field>
      <Field name="category" label="商品分类" rules={{ required: '请选择商品分类' }}>
        <Select
          options={[
            { value: 'drink', label: '饮料' },
            { value: 'snack', label: '零食' },
          ]}
        />
      </Field>
      <Field
        name="price"
        label="售价（元）"
        rules={{ required: '请输入售价', min: { value: 0.01, message: '售价须大于 0' } }}
      >
        <NumberInput step={0.01} min={0} />
      </Field>
      <Field name="listedOn" label="上架日期">
        <DatePicker today={new Date(2024, 4, 15)} defaultMonth={new Date(2024, 4, 1)} />
      </Field>
      <Field name="promotion" label="促销时间">
        <DateRangePicker today={new Date(2024, 4, 15)} defaultMonth={new Date(2024, 4, 1)} />
      </Field>
      <Field name="state" label="状态">
        <RadioGroup
          options={[
            { value: 'on', label: '在售' },
            { value: 'off', label: '停售' },
          ]}
        />
      </Field>
      <Field name="enabled" label="启用">
        <Switch />
      </Field>
      <Field name="recommend" label="推荐">
        <Checkbox label="在首页推荐" />
      </Field>
      <Field name="picture" label="商品图片" rules={{ required: '请上传商品图片' }}>
        <ImageUpload upload={async () => ''} />
      </Field>
      <Field name="note" label="备注" help="仅后台可见">
        <Textarea />
      </Field>
      <div className="pl-[calc(var(--vc-form-label-width)+12px)]">
        <FormSubmit>保存</FormSubmit>
      </div>
    </Form>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onInvalid).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: '商品名称' })).toHaveFocus();
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '请输入商品名称',
      '请选择商品分类',
      '请输入售价',
      '请上传商品图片',
    ]);
    await expect(canvas.getByRole('switch', { name: '启用' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '在售' })).toBeChecked();
  },
};
