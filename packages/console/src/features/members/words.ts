import type { Language } from '../../config/constants';

const zh = {
  fields: {
    registered: '注册日期',
    nickName: '姓名',
    phone: '手机号',
    balance: '余额',
    createTime: '注册时间',
  },
  placeholders: { keyword: '姓名或手机号' },
  actions: { open: '详情' },
  flag: {
    confirmEnable: '确定启用该会员吗？',
    confirmDisable: '确定禁用该会员吗？',
    enableDescription: '会员：{{name}}',
    disableDescription: '会员：{{name}}',
  },
};

/** The members page's words in each language (conventions: lib/resource/declaration.ts). */
export const memberWords: Record<Language, typeof zh> = {
  zh,
  en: {
    fields: {
      registered: 'Registered',
      nickName: 'Name',
      phone: 'Phone',
      balance: 'Balance',
      createTime: 'Registered at',
    },
    placeholders: { keyword: 'Name or phone' },
    actions: { open: 'Details' },
    flag: {
      confirmEnable: 'Enable this member?',
      confirmDisable: 'Disable this member?',
      enableDescription: 'Member: {{name}}',
      disableDescription: 'Member: {{name}}',
    },
  },
};
