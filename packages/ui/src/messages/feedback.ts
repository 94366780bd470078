import { defineMessages } from './defineMessages';

/** The feedback components' own words: overlays, messages, result pages, KPI trends, charts. */
export const feedbackMessages = defineMessages(
  {
    confirm: '确定',
    cancel: '取消',
    messageRegion: '消息',
    notificationRegion: '通知',
    result401Title: '401 无权访问',
    result401Description: '抱歉，您没有权限访问此页面',
    result404Title: '404 页面不存在',
    result404Description: '抱歉，您访问的页面不存在',
    trendUp: '上升',
    trendDown: '下降',
    chartData: '图表数据',
  },
  {
    confirm: 'OK',
    cancel: 'Cancel',
    messageRegion: 'Messages',
    notificationRegion: 'Notifications',
    result401Title: '401 Unauthorised',
    result401Description: 'Sorry, you are not allowed to view this page',
    result404Title: '404 Page not found',
    result404Description: 'Sorry, the page you visited does not exist',
    trendUp: 'up',
    trendDown: 'down',
    chartData: 'Chart data',
  },
);
