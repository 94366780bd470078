import type { AuditRow, ManagerRow, SecurityEventRow, SelectOption } from '@vending/contract';
import { operatorAdministrator, superAdministrator } from '../../stories/fixtures';

/** Administrators for the stories: the two session fixtures and one disabled account. */
export const managers: ManagerRow[] = [
  {
    ...superAdministrator,
    createTime: '2026-01-01T00:00:00.000Z',
    lastLoginTime: '2026-11-21T01:00:00.000Z',
    manageable: true,
    agentId: null,
  },
  {
    ...operatorAdministrator,
    createTime: '2026-03-15T02:00:00.000Z',
    lastLoginTime: '2026-11-20T09:30:00.000Z',
    manageable: true,
    agentId: null,
  },
  {
    managerId: 3,
    managerType: 2,
    username: 'finance',
    realName: '财务专员',
    phone: '',
    avatar: null,
    isFlag: 0,
    createTime: '2026-05-02T03:00:00.000Z',
    lastLoginTime: null,
    manageable: true,
    agentId: null,
  },
];

/** The agents an agent account can be linked to (代理商账号). */
export const agentOptions: SelectOption[] = [
  { value: 10, label: '北京智能零售有限公司' },
  { value: 11, label: '上海便利科技有限公司' },
];

/** The operator's recent actions, newest first: an export, a refusal, a write, a login. */
export const operatorActivity: AuditRow[] = [
  {
    auditId: 41,
    time: '2026-11-20T09:42:10.000Z',
    action: 'getUserListExcle',
    page: '会员列表',
    target: '',
    result: 1,
    message: 'file sent',
    address: '10.20.1.15',
  },
  {
    auditId: 40,
    time: '2026-11-20T09:40:02.000Z',
    action: 'getManagerList',
    page: '管理员列表',
    target: '',
    result: 21,
    message: '没有权限',
    address: '10.20.1.15',
  },
  {
    auditId: 39,
    time: '2026-11-20T09:35:47.000Z',
    action: 'updateUserIsFlag',
    page: '会员列表',
    target: 'userId=1024',
    result: 1,
    message: '操作成功',
    address: '10.20.1.15',
  },
  {
    auditId: 38,
    time: '2026-11-20T09:30:00.000Z',
    action: 'login',
    page: null,
    target: '',
    result: 1,
    message: '操作成功',
    address: '10.20.1.15',
  },
];

/** Security events, newest first: a throttled flood, the failures before it, a refusal. */
export const securityEvents: SecurityEventRow[] = [
  {
    auditId: 90,
    time: '2026-11-21T02:15:04.000Z',
    kind: 'loginThrottled',
    username: 'admin',
    address: '198.51.100.23',
    action: 'login',
    page: null,
    message: '登录失败次数过多，请稍后再试',
  },
  {
    auditId: 88,
    time: '2026-11-21T02:14:51.000Z',
    kind: 'loginFailed',
    username: 'admin',
    address: '198.51.100.23',
    action: 'login',
    page: null,
    message: '用户名或密码错误',
  },
  {
    auditId: 87,
    time: '2026-11-21T01:58:12.000Z',
    kind: 'loginFailed',
    username: 'zhangwei',
    address: '10.0.8.15',
    action: 'login',
    page: null,
    message: '用户名或密码错误',
  },
  {
    auditId: 64,
    time: '2026-11-20T09:40:02.000Z',
    kind: 'refused',
    username: 'operator',
    address: '10.0.8.21',
    action: 'getManagerList',
    page: '管理员列表',
    message: '没有权限',
  },
];
