import { menu } from '@vending/contract';

/** Route titles in Chinese are the spec's interface names, read from the shared menu table. */
const routeTitles = Object.fromEntries(
  menu.flatMap((group) => [
    [group.name, group.interfaceName],
    ...group.children.map((page) => [page.name, page.interfaceName]),
  ]),
);

export const zh = {
  app: { name: '售货机运营管理系统' },
  routes: {
    ...routeTitles,
    Login: '登录',
    Welcome: '欢迎',
    NotFound: '页面不存在',
    Unauthorized: '没有权限',
  },
  http: {
    warningTitle: '警告',
    permissionDenied: '权限不足，请联系管理员开通',
    loginExpired: '登录凭证已过期，系统将在2秒后自动退出',
    contractMismatch: '服务器返回的数据格式不正确',
    requestFailed: '请求失败',
  },
  session: {
    userInfoFailed: '获取用户信息失败',
  },
  navbar: {
    toggleSidebar: '切换侧边栏',
    home: '首页',
    changePassword: '修改密码',
    logout: '退出登录',
    fullscreen: '全屏',
    exitFullscreen: '退出全屏',
    fullscreenUnsupported: 'you browser can not work',
    language: '语言',
    size: '布局大小',
    theme: '主题',
    search: '搜索页面',
  },
  password: {
    title: '修改密码',
    oldPassWord: '原密码',
    passWord: '新密码',
    checkPass: '确认密码',
    oldPassWordRequired: '请输入原密码',
    passWordRequired: '请输入新密码',
    checkPassRequired: '请再次输入密码',
    checkPassMismatch: '两次输入密码不一致!',
    incomplete: '请填写完整的表单',
    success: '修改成功，需要重新登录，2秒后跳转登录页面',
    submit: '确定',
    cancel: '取消',
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
  errorPages: {
    notFoundTitle: '404',
    notFound: '抱歉，您访问的页面不存在',
    unauthorizedTitle: '401',
    unauthorized: '抱歉，您没有权限访问此页面',
    backHome: '返回首页',
    backLogin: '返回登录',
  },
};

export type Messages = typeof zh;
