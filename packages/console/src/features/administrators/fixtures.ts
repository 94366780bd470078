import type { ManagerRow } from '@vending/contract';
import { operatorAdministrator, superAdministrator } from '../../stories/fixtures';

/** Administrators for the stories: the two session fixtures and one disabled account. */
export const managers: ManagerRow[] = [
  {
    ...superAdministrator,
    createTime: '2026-01-01T00:00:00.000Z',
    lastLoginTime: '2026-11-21T01:00:00.000Z',
    manageable: true,
  },
  {
    ...operatorAdministrator,
    createTime: '2026-03-15T02:00:00.000Z',
    lastLoginTime: '2026-11-20T09:30:00.000Z',
    manageable: true,
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
  },
];
