import type { Handlers } from '../../http/api-routes';
import { success } from '../../http/envelope';
import type { Services } from '../services';
import { rotateWebhookSecret } from './outbox';

/** 告警通知's signing secret: a new one replaces the old at once and is shown only in its answer. */
export function alarmWebhookHandlers({ db, now }: Services): Pick<Handlers, 'issueAlarmWebhookSecret'> {
  return {
    async issueAlarmWebhookSecret(_params, { audit }) {
      const secret = await rotateWebhookSecret(db, now());
      // The audit trail says that it changed, never what it is.
      audit.after = { secret: '[issued]' };
      return success({ secret });
    },
  };
}
