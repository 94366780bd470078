import type { Language } from '../../config/constants';

const zh = {
  parameters: {
    contactTitle: '客服电话',
    moneyTitle: '货币与GST',
    alarmTitle: '告警通知',
    fields: {},
    placeholders: { telephone: '如 13800138000、010-12345678 或 400-123-4567', url: 'https://example.com/alarms' },
    help: {
      telephone: '会员在小程序和设备上看到的联系电话',
      gstRate: '商品价格中包含的税率，例如澳大利亚为 10；只影响此后的订单',
      adjustmentApprovalLimit: '手动调整会员余额超过此金额时，须由另一位管理员审批后才入账',
      url: '设备告警产生和关闭时，服务器向此地址 POST 一条 JSON；留空则不发送。未在此保存过时使用服务器的默认地址（ALARM_WEBHOOK_URL）',
    },
    rules: {
      telephone: '请输入手机号、带区号的座机号或 400/800 电话',
      gstRate: '请输入 0 到 50 之间的百分比，最多两位小数',
      adjustmentApprovalLimit: '请输入金额，最多两位小数',
      url: '请输入以 http:// 或 https:// 开头的地址，或留空',
    },
    options: { currency: { CNY: '人民币（¥）', AUD: '澳元（A$）' } },
    locked: { currency: '已有金额记录，货币不能再更改' },
  },
};

/** The 客服电话 page's words in each language (conventions: lib/resource/declaration.ts). */
export const parameterWords: Record<Language, typeof zh> = {
  zh,
  en: {
    parameters: {
      contactTitle: 'Customer-service phone',
      moneyTitle: 'Currency and GST',
      alarmTitle: 'Alarm notifications',
      fields: {},
      placeholders: { telephone: 'e.g. 13800138000, 010-12345678 or 400-123-4567', url: 'https://example.com/alarms' },
      help: {
        telephone: 'The number members see in the mini-program and on the devices',
        gstRate: 'The tax included in prices, e.g. 10 in Australia; applies to orders from now on',
        adjustmentApprovalLimit:
          "A manual change of a member's balance larger than this waits for a second administrator's approval",
        url: "When a device alarm opens or closes, the server POSTs it here as JSON; empty sends nothing. Until saved here, the server's default (ALARM_WEBHOOK_URL) applies",
      },
      rules: {
        telephone: 'Enter a mobile number, a landline with its area code, or a 400/800 number',
        gstRate: 'Enter a percentage from 0 to 50 with at most two decimals',
        adjustmentApprovalLimit: 'Enter an amount with at most two decimals',
        url: 'Enter an address starting with http:// or https://, or leave it empty',
      },
      options: { currency: { CNY: 'Chinese yuan (¥)', AUD: 'Australian dollar (A$)' } },
      locked: { currency: 'Money has been recorded in this currency: it can no longer be changed' },
    },
  },
};
