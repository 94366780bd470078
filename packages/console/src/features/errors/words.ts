import type { Language } from '../../config/constants';

const zh = {
  notFoundTitle: '404',
  notFound: '抱歉，您访问的页面不存在',
  unauthorizedTitle: '401',
  unauthorized: '抱歉，您没有权限访问此页面',
  backHome: '返回首页',
  backLogin: '返回登录',
};

/** The words of this feature in each language (composed into the language files by i18n/). */
export const errorPageWords: Record<Language, typeof zh> = {
  zh,
  en: {
    notFoundTitle: '404',
    notFound: 'Sorry, the page you visited does not exist.',
    unauthorizedTitle: '401',
    unauthorized: 'Sorry, you are not allowed to open this page.',
    backHome: 'Back to home',
    backLogin: 'Back to login',
  },
};
