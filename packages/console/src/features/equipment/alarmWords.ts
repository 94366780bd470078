import type { Language } from '../../config/constants';

const zh = {
  alarmCentre: {
    fields: {
      opened: '发生日期',
      deviceNo: '设备',
      openedTime: '发生时间',
      duration: '持续时间',
      assigneeName: '处理人',
      // The list's column of the resolution note (the resolve form's field is the contract's label).
      resolutionNote: '处理说明',
    },
    options: {
      kind: {
        dispenseJam: '出货卡货',
        refrigeration: '制冷故障',
        paymentReader: '支付模块故障',
        doorOpen: '柜门未关',
        powerRestored: '断电恢复',
        offline: '设备失联',
        temperature: '温度异常',
      },
      level: { critical: '严重', warning: '一般' },
      state: { open: '待处理', acknowledged: '处理中', closed: '已关闭' },
    },
    placeholders: { note: '做了什么，如：已更换温控器' },
    unassigned: '未分配',
    overdue: '已超时',
    duration: {
      minutes: '{{minutes}} 分钟',
      hours: '{{hours}} 小时 {{minutes}} 分',
      days: '{{days}} 天 {{hours}} 小时',
    },
    acknowledgedBy: '{{name}} 已确认',
    closedBy: '{{name}} 关闭',
    reportedGone: '设备报告已恢复',
    actions: {
      assign: '分配',
      assignFor: '告警 {{name}} 交给谁处理？',
      assignDone: '已分配',
      acknowledge: '确认',
      acknowledgeConfirm: '确认告警 {{name}}？确认后表示已有人处理，不再计入超时。',
      acknowledgeDone: '已确认',
      resolve: '处理',
      resolveFor: '告警 {{name}} 将关闭，处理说明会记入操作日志。',
      resolveDone: '告警已处理',
      temperature: '温度',
    },
  },
};

/** 告警中心's words in each language (conventions: lib/resource/declaration.ts). */
export const alarmCentreWords: Record<Language, typeof zh> = {
  zh,
  en: {
    alarmCentre: {
      fields: {
        opened: 'Opened on',
        deviceNo: 'Device',
        openedTime: 'Opened at',
        duration: 'Duration',
        assigneeName: 'Assignee',
        resolutionNote: 'Resolution note',
      },
      options: {
        kind: {
          dispenseJam: 'Dispense jam',
          refrigeration: 'Refrigeration fault',
          paymentReader: 'Payment reader fault',
          doorOpen: 'Door open',
          powerRestored: 'Power restored',
          offline: 'Silent',
          temperature: 'Temperature out of range',
        },
        level: { critical: 'Critical', warning: 'Warning' },
        state: { open: 'Open', acknowledged: 'Acknowledged', closed: 'Closed' },
      },
      placeholders: { note: 'What was done, e.g. replaced the thermostat' },
      unassigned: 'Unassigned',
      overdue: 'Overdue',
      duration: {
        minutes: '{{minutes}} min',
        hours: '{{hours}} h {{minutes}} min',
        days: '{{days}} d {{hours}} h',
      },
      acknowledgedBy: 'Acknowledged by {{name}}',
      closedBy: 'Closed by {{name}}',
      reportedGone: 'The device reported it gone',
      actions: {
        assign: 'Assign',
        assignFor: 'Who handles the alarm {{name}}?',
        assignDone: 'Assigned',
        acknowledge: 'Acknowledge',
        acknowledgeConfirm: 'Acknowledge the alarm {{name}}? Someone is on it; it no longer counts as overdue.',
        acknowledgeDone: 'Acknowledged',
        resolve: 'Resolve',
        resolveFor: 'The alarm {{name}} will close; the note goes into the audit log.',
        resolveDone: 'Alarm resolved',
        temperature: 'Temperature',
      },
    },
  },
};
