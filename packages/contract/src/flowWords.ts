import type { FlowInput, StatusFlow, StatusFlowName, statusFlows } from './statusFlows';

/*
 * The words of the status flows, in both languages the console speaks, written once: the
 * console shows them (the status tag, the filter, the row action, the toast once it is done)
 * and the server's refusals name a state or an action in them (`当前状态：已通过`). The types
 * require a word for every state and every action of every flow in statusFlows.ts.
 */

/** A word in each language; zh is the specification's text. */
export interface FlowWord {
  zh: string;
  en: string;
}

export interface FlowWordsOf<Flow extends StatusFlow> {
  /** Every state the flow stores. */
  states: Readonly<Record<keyof Flow['values'], FlowWord>>;
  actions: Readonly<Record<keyof Flow['actions'], FlowWord>>;
  /** What the toast says once an action is done (已通过, not "通过: done"). */
  done: Readonly<Record<keyof Flow['actions'], FlowWord>>;
}

const word = (zh: string, en: string): FlowWord => ({ zh, en });

export const flowWords: { readonly [Name in StatusFlowName]: FlowWordsOf<(typeof statusFlows)[Name]> } = {
  agentApplication: {
    states: {
      applying: word('申请中', 'Applying'),
      interview: word('面试中', 'Interview'),
      passed: word('已通过', 'Passed'),
      rejected: word('已拒绝', 'Rejected'),
    },
    actions: {
      scheduleInterview: word('安排面试', 'Schedule interview'),
      approve: word('通过', 'Approve'),
      reject: word('拒绝', 'Reject'),
    },
    done: {
      scheduleInterview: word('已安排面试', 'Interview scheduled'),
      approve: word('已通过', 'Approved'),
      reject: word('已拒绝', 'Rejected'),
    },
  },
  testerApplication: {
    states: {
      applying: word('申请中', 'Applying'),
      passed: word('已通过', 'Passed'),
      rejected: word('已拒绝', 'Rejected'),
    },
    actions: { approve: word('通过', 'Approve'), reject: word('拒绝', 'Reject') },
    done: { approve: word('已通过', 'Approved'), reject: word('已拒绝', 'Rejected') },
  },
  feedback: {
    states: {
      pending: word('待处理', 'Pending'),
      replied: word('已回复', 'Replied'),
      closed: word('已关闭', 'Closed'),
    },
    actions: { reply: word('回复', 'Reply'), close: word('关闭', 'Close') },
    done: { reply: word('已回复', 'Reply sent'), close: word('已关闭', 'Closed') },
  },
  recharge: {
    states: {
      pending: word('待支付', 'Pending'),
      succeeded: word('已到账', 'Succeeded'),
      failed: word('失败', 'Failed'),
      refunded: word('已退款', 'Refunded'),
    },
    actions: { refund: word('退款', 'Refund') },
    done: { refund: word('已退款', 'Refunded') },
  },
  order: {
    states: {
      unpaid: word('待支付', 'Unpaid'),
      processing: word('处理中', 'Processing'),
      completed: word('已完成', 'Completed'),
      cancelled: word('已取消', 'Cancelled'),
    },
    actions: { complete: word('完成', 'Complete'), cancel: word('取消订单', 'Cancel order') },
    done: { complete: word('已完成', 'Order completed'), cancel: word('已取消订单', 'Order cancelled') },
  },
  withdrawal: {
    states: {
      underReview: word('审核中', 'Under review'),
      passed: word('已通过', 'Passed'),
      rejected: word('已拒绝', 'Rejected'),
    },
    actions: { approve: word('通过', 'Approve'), reject: word('拒绝', 'Reject') },
    done: { approve: word('已通过', 'Approved'), reject: word('已拒绝', 'Rejected') },
  },
  activity: {
    states: {
      scheduled: word('待发送', 'Scheduled'),
      sent: word('已发送', 'Sent'),
      cancelled: word('已取消', 'Cancelled'),
    },
    actions: { cancel: word('取消发送', 'Cancel sending') },
    done: { cancel: word('已取消发送', 'Sending cancelled') },
  },
  replenishmentPlan: {
    states: {
      planned: word('已计划', 'Planned'),
      loading: word('装货中', 'Loading'),
      done: word('已完成', 'Done'),
    },
    actions: { startLoading: word('开始装货', 'Start loading') },
    done: { startLoading: word('已开始装货', 'Loading started') },
  },
};

/** What a transition carries, as form labels (and as the server names the field it refuses). */
export const flowInputWords: Readonly<Record<FlowInput, FlowWord>> = {
  reason: word('原因', 'Reason'),
  time: word('时间', 'Time'),
  text: word('内容', 'Content'),
};
