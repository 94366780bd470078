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
      format:
        '通用 JSON 带签名（接收方校验方法见设备接口文档）；企业微信、钉钉群机器人收到一条含设备名称、地址、告警和告警中心链接的消息',
    },
    rules: {
      telephone: '请输入手机号、带区号的座机号或 400/800 电话',
      gstRate: '请输入 0 到 50 之间的百分比，最多两位小数',
      adjustmentApprovalLimit: '请输入金额，最多两位小数',
      url: '请输入以 http:// 或 https:// 开头的地址，或留空',
    },
    options: {
      currency: { CNY: '人民币（¥）', AUD: '澳元（A$）' },
      format: { generic: '通用 JSON（签名）', wecom: '企业微信群机器人', dingtalk: '钉钉群机器人' },
    },
    deliveries: {
      title: '投递记录',
      refresh: '刷新',
      sendTest: '发送测试',
      testQueued: '测试通知已加入发送队列，结果见投递记录',
      testFailed: '测试通知未能加入发送队列',
      empty: '还没有告警通知',
      createTime: '产生时间',
      event: '事件',
      deviceNo: '设备编号',
      state: '投递状态',
      attempts: '尝试次数',
      lastAttemptTime: '最近尝试',
      lastStatus: 'HTTP 状态',
      lastError: '错误',
      events: { opened: '告警产生', closed: '告警关闭', summary: '告警汇总', test: '测试' },
      states: { waiting: '等待重试', delivered: '已送达', givenUp: '已放弃', nowhere: '未配置地址' },
    },
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
        format:
          "Generic JSON is signed (the device API docs show how a receiver checks it); a WeCom or DingTalk group robot gets a message with the machine's name, address, the alarm and a link to the alarm centre",
      },
      rules: {
        telephone: 'Enter a mobile number, a landline with its area code, or a 400/800 number',
        gstRate: 'Enter a percentage from 0 to 50 with at most two decimals',
        adjustmentApprovalLimit: 'Enter an amount with at most two decimals',
        url: 'Enter an address starting with http:// or https://, or leave it empty',
      },
      options: {
        currency: { CNY: 'Chinese yuan (¥)', AUD: 'Australian dollar (A$)' },
        format: { generic: 'Generic JSON (signed)', wecom: 'WeCom group robot', dingtalk: 'DingTalk group robot' },
      },
      deliveries: {
        title: 'Delivery log',
        refresh: 'Refresh',
        sendTest: 'Send test',
        testQueued: 'The test notification is queued; the delivery log shows how it went',
        testFailed: 'The test notification could not be queued',
        empty: 'No alarm notification yet',
        createTime: 'Created',
        event: 'Event',
        deviceNo: 'Device No.',
        state: 'Delivery',
        attempts: 'Attempts',
        lastAttemptTime: 'Last attempt',
        lastStatus: 'HTTP status',
        lastError: 'Error',
        events: { opened: 'Alarm opened', closed: 'Alarm closed', summary: 'Alarm summary', test: 'Test' },
        states: { waiting: 'Retrying', delivered: 'Delivered', givenUp: 'Given up', nowhere: 'No address' },
      },
      locked: { currency: 'Money has been recorded in this currency: it can no longer be changed' },
    },
  },
};
