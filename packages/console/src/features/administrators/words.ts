import type { Language } from '../../config/constants';

const zh = {
  fields: {
    keyword: '关键词',
    isFlag: '状态',
    username: '账号',
    realName: '姓名',
    phone: '手机号',
    managerType: '角色',
    lastLoginTime: '最近登录',
    passWord: '密码',
    newPassWord: '新密码',
  },
  placeholders: { keyword: '账号、姓名或手机号' },
  help: { passWord: '至少 8 位' },
  rules: {
    username: '账号为 3-32 位字母、数字或下划线',
    phone: '请输入 11 位手机号',
  },
  flag: {
    confirmEnable: '确定启用该管理员吗？',
    confirmDisable: '确定禁用该管理员吗？',
    disableDescription: '禁用后 {{name}} 将立即退出登录。',
  },
  create: '新增管理员',
  editTitle: '编辑管理员',
  actions: {
    edit: '编辑',
    password: '重置密码',
    passwordFor: '为 {{name}} 设置新密码，其登录会话将全部失效。',
    passwordDone: '密码已重置',
    menus: '菜单权限',
  },
  menusFor: '勾选 {{name}} 可以访问的页面',
  super: '超级管理员',
  ordinary: '管理员',
};

/** The administrators page's words in each language (conventions: lib/resource/declaration.ts). */
export const administratorWords: Record<Language, typeof zh> = {
  zh,
  en: {
    fields: {
      keyword: 'Keyword',
      isFlag: 'Status',
      username: 'Username',
      realName: 'Name',
      phone: 'Phone',
      managerType: 'Role',
      lastLoginTime: 'Last login',
      passWord: 'Password',
      newPassWord: 'New password',
    },
    placeholders: { keyword: 'Username, name or phone' },
    help: { passWord: 'At least 8 characters' },
    rules: {
      username: '3-32 letters, digits or underscores',
      phone: 'Enter an 11-digit mobile number',
    },
    flag: {
      confirmEnable: 'Enable this administrator?',
      confirmDisable: 'Disable this administrator?',
      disableDescription: '{{name}} will be logged out at once.',
    },
    create: 'New administrator',
    editTitle: 'Edit administrator',
    actions: {
      edit: 'Edit',
      password: 'Reset password',
      passwordFor: 'Set a new password for {{name}}; all their sessions end.',
      passwordDone: 'Password reset',
      menus: 'Menu permissions',
    },
    menusFor: 'Pages {{name}} may open',
    super: 'Super administrator',
    ordinary: 'Administrator',
  },
};
