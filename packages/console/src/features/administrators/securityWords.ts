import { securityEventMessages, type SecurityEventMessage } from '@vending/contract';
import type { Language } from '../../config/constants';

/** The recorded messages the page knows, in one language: the contract's words. */
const messagesIn = (language: Language) =>
  Object.fromEntries(Object.entries(securityEventMessages).map(([key, words]) => [key, words[language]])) as Record<
    SecurityEventMessage,
    string
  >;

const zh = {
  securityEvents: {
    fields: {
      occurred: '日期',
      username: '用户名',
      action: '操作',
      page: '页面',
      message: '说明',
    },
    placeholders: { keyword: '尝试的用户名', address: 'IP 地址' },
    none: '—',
    login: '登录',
    options: {
      kind: { loginFailed: '登录失败', loginThrottled: '登录受限', refused: '无权限被拒' },
    },
    messages: messagesIn('zh'),
  },
};

/** The security events page's words in each language (conventions: lib/resource/declaration.ts). */
export const securityEventWords: Record<Language, typeof zh> = {
  zh,
  en: {
    securityEvents: {
      fields: {
        occurred: 'Date',
        username: 'User name',
        action: 'Call',
        page: 'Page',
        message: 'Detail',
      },
      placeholders: { keyword: 'User name tried', address: 'IP address' },
      none: '—',
      login: 'Login',
      options: {
        kind: { loginFailed: 'Login failed', loginThrottled: 'Throttled', refused: 'Refused' },
      },
      messages: messagesIn('en'),
    },
  },
};
