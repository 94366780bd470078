import type { Language } from '../../config/constants';

const zh = {
  activities: {
    fields: {
      sent: '发送日期',
      audience: '推送对象',
      audienceSize: '会员数',
      sendTime: '发送时间',
      sentTime: '实际发送',
      cancelTime: '取消时间',
      updatedBy: '操作人',
      createTime: '创建时间',
    },
    placeholders: { keyword: '活动标题' },
    toolbar: { push: '推送新活动' },
  },
  activityPush: {
    fields: {
      keyword: '会员昵称或手机号',
      memberStatus: '会员状态',
      startTime: '注册开始日期',
      endTime: '注册结束日期',
    },
    placeholders: {
      title: '如：周末饮料第二件半价',
      content: '会员在消息中心看到的内容',
      keyword: '可不填',
    },
    help: {
      sendAt: '到点由服务器自动发送，发送前可在活动列表中取消',
    },
    options: {
      audienceKind: { all: '全部会员', filter: '按条件筛选' },
      memberStatus: { any: '不限', '1': '启用', '0': '禁用' },
      sendMode: { now: '立即发送', scheduled: '定时发送' },
    },
    audienceCount: '将推送给 {{count}} 位会员',
    audienceCounting: '正在统计推送人数…',
    audienceEmpty: '没有符合条件的会员，请调整筛选条件',
    send: '发送',
    schedule: '定时发送',
    confirmSend: '确定向 {{count}} 位会员发送“{{title}}”吗？',
    confirmSchedule: '确定在 {{time}} 向会员发送“{{title}}”吗？',
    confirmScheduleDescription: '届时符合条件的会员约 {{count}} 位，以发送时为准。',
    sent: '已发送给 {{count}} 位会员',
    scheduled: '已安排在 {{time}} 发送',
    viewList: '查看活动列表',
  },
  /** How an activity's audience reads in the list and in the push form. */
  audience: {
    all: '全部会员',
    keyword: '关键词“{{keyword}}”',
    enabled: '启用会员',
    disabled: '禁用会员',
    registered: '注册于 {{from}} 至 {{to}}',
    registeredFrom: '注册于 {{from}} 起',
    registeredUntil: '注册于 {{to}} 前',
  },
};

/** The activity pages' words in each language (conventions: lib/resource/declaration.ts). */
export const activityWords: Record<Language, typeof zh> = {
  zh,
  en: {
    activities: {
      fields: {
        sent: 'Send date',
        audience: 'Audience',
        audienceSize: 'Members',
        sendTime: 'Send time',
        sentTime: 'Sent at',
        cancelTime: 'Cancelled at',
        updatedBy: 'By',
        createTime: 'Created at',
      },
      placeholders: { keyword: 'Activity title' },
      toolbar: { push: 'Push an activity' },
    },
    activityPush: {
      fields: {
        keyword: 'Member name or phone',
        memberStatus: 'Member status',
        startTime: 'Registered from',
        endTime: 'Registered until',
      },
      placeholders: {
        title: 'e.g. Second drink half price this weekend',
        content: 'What members read in their inbox',
        keyword: 'Optional',
      },
      help: {
        sendAt: 'The server sends it at this time; until then it can be cancelled in the activity list',
      },
      options: {
        audienceKind: { all: 'All members', filter: 'Members matching a filter' },
        memberStatus: { any: 'Any', '1': 'Enabled', '0': 'Disabled' },
        sendMode: { now: 'Send now', scheduled: 'Send at a time' },
      },
      audienceCount: 'Reaches {{count}} members',
      audienceCounting: 'Counting the members it reaches…',
      audienceEmpty: 'No member matches: change the filter',
      send: 'Send',
      schedule: 'Schedule',
      confirmSend: 'Send “{{title}}” to {{count}} members?',
      confirmSchedule: 'Send “{{title}}” to members at {{time}}?',
      confirmScheduleDescription: 'About {{count}} members match today; those matching at the time receive it.',
      sent: 'Sent to {{count}} members',
      scheduled: 'Scheduled for {{time}}',
      viewList: 'View the activity list',
    },
    audience: {
      all: 'All members',
      keyword: 'keyword “{{keyword}}”',
      enabled: 'enabled members',
      disabled: 'disabled members',
      registered: 'registered {{from}} to {{to}}',
      registeredFrom: 'registered from {{from}}',
      registeredUntil: 'registered until {{to}}',
    },
  },
};
