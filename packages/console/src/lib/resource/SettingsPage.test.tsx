import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageHost } from '@vending/ui';
import { I18nextProvider } from 'react-i18next';
import { createApiClient } from '../../api/client';
import { ServicesProvider } from '../../api/services';
import { createI18n } from '../../i18n';
import { registerPageWords } from '../../i18n/pageWords';

// The words this page reads; a real page's words come with its module.
registerPageWords({
  zh: { administrators: { fields: { realName: '姓名', phone: '手机号' }, rules: { phone: '请输入 11 位手机号' } } },
  en: {
    administrators: {
      fields: { realName: 'Name', phone: 'Phone' },
      rules: { phone: 'Enter an 11-digit mobile number' },
    },
  },
});
import { mockServer } from '../../stories/mockNetwork';
import { toastHostMounted } from '../toasts';
import { settingsPage } from './declaration';
import { SettingsPage } from './SettingsPage';

// No settings call exists yet; one's own account read by getManagerInfo and saved by
// updateManager has the shape of one (a record read without parameters, saved by fields).
const ownAccount = settingsPage({
  namespace: 'administrators',
  get: 'getManagerInfo',
  save: 'updateManager',
  fields: [
    { name: 'realName', control: 'text' },
    { name: 'phone', control: 'phone' },
  ],
});

const wrongField = settingsPage({
  namespace: 'members',
  get: 'getManagerInfo',
  save: 'updateManager',
  // @ts-expect-error: the record has no `nickName`, and updateManager takes none
  fields: [{ name: 'nickName', control: 'text' }],
});
const wrongRecord = settingsPage({
  namespace: 'members',
  // @ts-expect-error: a list is not a record
  get: 'getUserList',
  save: 'updateManager',
  fields: [],
});

const account = { managerId: 7, managerType: 2, username: 'ops', realName: '运营', phone: '', avatar: null, isFlag: 1 };

function renderPage(saveAnswer: unknown) {
  const saved: unknown[] = [];
  const i18n = createI18n('zh');
  const api = createApiClient({
    baseURL: '',
    timeoutMs: 20_000,
    expiryDelayMs: 2_000,
    ...mockServer({
      getManagerInfo: { code: 1, msg: '', data: account },
      updateManager: (request: { data?: unknown }) => {
        saved.push(request.data);
        return saveAnswer;
      },
    }),
    notifier: { error: () => undefined, warning: () => undefined, notifyWarning: () => undefined },
    session: { getToken: () => 'token', expire: () => undefined },
    translate: (word) => word,
  });
  // The messages go through lib/toasts.ts, which waits for its host: the MessageHost rendered here.
  toastHostMounted();
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider api={api}>
        <SettingsPage page={ownAccount} title="我的账号" />
        <MessageHost />
      </ServicesProvider>
    </I18nextProvider>,
  );
  return saved;
}

describe('SettingsPage', () => {
  it('hands the declaration to the renderer as written', () => {
    expect([wrongField.get, wrongRecord.get]).toEqual(['getManagerInfo', 'getUserList']);
  });

  it('fills the form from the record and checks each field as the save call does', async () => {
    const user = userEvent.setup();
    const saved = renderPage({ code: 1, msg: '', data: null });
    const name = await screen.findByLabelText('姓名');
    expect(name).toHaveValue('运营');
    await user.type(screen.getByLabelText('手机号'), '123');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入 11 位手机号')).toBeVisible();
    expect(saved).toEqual([]);
  });

  it('shows a refusal under the field it names and keeps what was typed', async () => {
    const user = userEvent.setup();
    const saved = renderPage({ code: 0, msg: '', data: { message: '姓名已被使用', field: 'realName' } });
    const name = await screen.findByLabelText('姓名');
    await user.clear(name);
    await user.type(name, '新名字');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('姓名已被使用')).toBeVisible();
    expect(name).toHaveValue('新名字');
    expect(String(saved[0])).toContain('realName=%E6%96%B0%E5%90%8D%E5%AD%97');
  });

  it('says it saved and reads the record again', async () => {
    const user = userEvent.setup();
    renderPage({ code: 1, msg: '', data: null });
    await screen.findByLabelText('姓名');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByText('保存成功')).toBeVisible());
  });
});
