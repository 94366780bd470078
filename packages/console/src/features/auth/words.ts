import type { Language } from '../../config/constants';

const zh = {
  password: {
    title: '修改密码',
    required: '您的密码由他人设置（新建账号、重置密码或首次启动），请先修改密码后继续使用。',
    oldPassWord: '原密码',
    passWord: '新密码',
    checkPass: '确认密码',
    oldPassWordRequired: '请输入原密码',
    passWordRequired: '请输入新密码',
    passWordHelp: '至少 {{min}} 位',
    passWordTooShort: '新密码至少 {{min}} 个字符',
    checkPassRequired: '请再次输入密码',
    checkPassMismatch: '两次输入密码不一致!',
    success: '修改成功，需要重新登录，2秒后跳转登录页面',
    submit: '确定',
  },
  login: {
    title: '售货机运营管理系统',
    username: '用户名',
    password: '密码',
    usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    submit: '登录',
    failed: '登录失败',
  },
  welcome: {
    greeting: '欢迎使用售货机运营管理系统',
    hello: '{{name}}，您好',
    enter: '进入控制台',
  },
};

/** The words of the login, welcome and change-password screens in each language. */
export const authWords: Record<Language, typeof zh> = {
  zh,
  en: {
    password: {
      title: 'Change password',
      required:
        'Someone else set your password (a new account, a reset or the first start); change it before going on.',
      oldPassWord: 'Current password',
      passWord: 'New password',
      checkPass: 'Confirm password',
      oldPassWordRequired: 'Enter your current password',
      passWordRequired: 'Enter a new password',
      passWordHelp: 'At least {{min}} characters',
      passWordTooShort: 'The new password must be at least {{min}} characters',
      checkPassRequired: 'Enter the new password again',
      checkPassMismatch: 'The two passwords do not match!',
      success: 'Password changed. Please log in again; going to the login page in 2 seconds.',
      submit: 'Confirm',
    },
    login: {
      title: 'Vending Console',
      username: 'Username',
      password: 'Password',
      usernameRequired: 'Enter your username',
      passwordRequired: 'Enter your password',
      submit: 'Log in',
      failed: 'Login failed',
    },
    welcome: {
      greeting: 'Welcome to the vending management system',
      hello: 'Hello, {{name}}',
      enter: 'Enter the console',
    },
  },
};
