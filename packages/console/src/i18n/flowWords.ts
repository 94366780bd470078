import type { Language } from '../config/constants';
import { registerPageWords } from './pageWords';

/**
 * The words of the status flows (contract/src/statusFlows.ts): each state, each staff action,
 * and what the toast says once an action is done (Approved, not "Approve: done").
 */
const zh = {
  agentApplication: {
    states: { applying: '申请中', interview: '面试中', passed: '已通过', rejected: '已拒绝' },
    actions: { scheduleInterview: '安排面试', approve: '通过', reject: '拒绝' },
    done: { scheduleInterview: '已安排面试', approve: '已通过', reject: '已拒绝' },
  },
  testerApplication: {
    states: { applying: '申请中', passed: '已通过', rejected: '已拒绝' },
    actions: { approve: '通过', reject: '拒绝' },
    done: { approve: '已通过', reject: '已拒绝' },
  },
  feedback: {
    states: { pending: '待处理', replied: '已回复', closed: '已关闭' },
    actions: { reply: '回复', close: '关闭' },
    done: { reply: '已回复', close: '已关闭' },
  },
  recharge: {
    states: { pending: '待支付', succeeded: '已到账', failed: '失败', refunded: '已退款' },
    actions: { refund: '退款' },
    done: { refund: '已退款' },
  },
  order: {
    states: { unpaid: '待支付', processing: '处理中', completed: '已完成', cancelled: '已取消' },
    actions: { complete: '完成', cancel: '取消订单' },
    done: { complete: '已完成', cancel: '已取消订单' },
  },
  withdrawal: {
    states: { underReview: '审核中', passed: '已通过', rejected: '已拒绝' },
    actions: { approve: '通过', reject: '拒绝' },
    done: { approve: '已通过', reject: '已拒绝' },
  },
  activity: {
    states: { scheduled: '待发送', sent: '已发送', cancelled: '已取消' },
    actions: { cancel: '取消发送' },
    done: { cancel: '已取消发送' },
  },
  replenishmentPlan: {
    states: { planned: '已计划', loading: '装货中', done: '已完成' },
    actions: { startLoading: '开始装货' },
    done: { startLoading: '已开始装货' },
  },
  /** What a transition carries, as form labels. */
  inputs: { reason: '原因', time: '时间', text: '内容' },
  confirmAction: '确定{{action}}“{{name}}”吗？',
};

const flowWordsByLanguage: Record<Language, typeof zh> = {
  zh,
  en: {
    agentApplication: {
      states: { applying: 'Applying', interview: 'Interview', passed: 'Passed', rejected: 'Rejected' },
      actions: { scheduleInterview: 'Schedule interview', approve: 'Approve', reject: 'Reject' },
      done: { scheduleInterview: 'Interview scheduled', approve: 'Approved', reject: 'Rejected' },
    },
    testerApplication: {
      states: { applying: 'Applying', passed: 'Passed', rejected: 'Rejected' },
      actions: { approve: 'Approve', reject: 'Reject' },
      done: { approve: 'Approved', reject: 'Rejected' },
    },
    feedback: {
      states: { pending: 'Pending', replied: 'Replied', closed: 'Closed' },
      actions: { reply: 'Reply', close: 'Close' },
      done: { reply: 'Reply sent', close: 'Closed' },
    },
    recharge: {
      states: { pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed', refunded: 'Refunded' },
      actions: { refund: 'Refund' },
      done: { refund: 'Refunded' },
    },
    order: {
      states: { unpaid: 'Unpaid', processing: 'Processing', completed: 'Completed', cancelled: 'Cancelled' },
      actions: { complete: 'Complete', cancel: 'Cancel order' },
      done: { complete: 'Order completed', cancel: 'Order cancelled' },
    },
    withdrawal: {
      states: { underReview: 'Under review', passed: 'Passed', rejected: 'Rejected' },
      actions: { approve: 'Approve', reject: 'Reject' },
      done: { approve: 'Approved', reject: 'Rejected' },
    },
    activity: {
      states: { scheduled: 'Scheduled', sent: 'Sent', cancelled: 'Cancelled' },
      actions: { cancel: 'Cancel sending' },
      done: { cancel: 'Sending cancelled' },
    },
    replenishmentPlan: {
      states: { planned: 'Planned', loading: 'Loading', done: 'Done' },
      actions: { startLoading: 'Start loading' },
      done: { startLoading: 'Loading started' },
    },
    inputs: { reason: 'Reason', time: 'Time', text: 'Content' },
    confirmAction: '{{action}} “{{name}}”?',
  },
};

/**
 * Under `flows` in each language. Registered by the modules that show a flow (the declared
 * lists, the detail pages), not carried by the first screen.
 */
export const flowWords = {
  zh: { flows: flowWordsByLanguage.zh },
  en: { flows: flowWordsByLanguage.en },
};
registerPageWords(flowWords);
