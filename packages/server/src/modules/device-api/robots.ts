import type { AlarmWebhookFormat, DeviceAlarmKind } from '@vending/contract';

/*
 * The group robots' formats of the alarm webhook (企业微信 and 钉钉 群机器人): a markdown message
 * a person reads in a group chat, naming the machine, its address, the alarm and a link to
 * 告警中心, in place of the signed JSON event. Both robots answer 200 with `errcode` 0 when they
 * took the message, and 200 with another errcode when they refused it (a wrong key, a keyword
 * missing, too many messages a minute): a refusal is a failed attempt like any other.
 */

/** The alarm kinds as the console names them (zh), for people in a group chat. */
export const alarmKindNames: Record<DeviceAlarmKind, string> = {
  dispenseJam: '出货卡货',
  refrigeration: '制冷故障',
  paymentReader: '支付模块故障',
  doorOpen: '柜门未关',
  powerRestored: '断电恢复',
  offline: '设备失联',
  temperature: '温度异常',
};

/** The machine an event is about, as its message names it. */
export interface RobotDevice {
  deviceNo: string;
  deviceName: string;
  address: string;
}

/** What an outbox event says (outbox.ts payloads): an alarm opened or closed, a storm's summary, a test. */
interface EventPayload {
  event?: string;
  kind?: DeviceAlarmKind;
  deviceNo?: string;
  openedTime?: string;
  closedTime?: string | null;
  closedBy?: string | null;
  note?: string;
  count?: number;
  deviceNos?: string[];
}

function timeOf(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('zh-CN', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(iso))
    .replaceAll('/', '-');
}

/** The message's title and its markdown lines. */
export function robotText(
  payload: EventPayload,
  device: RobotDevice | null,
  link: string | null,
  timeZone: string,
): { title: string; lines: string[] } {
  const kind = payload.kind ? alarmKindNames[payload.kind] : '';
  const machine = device ? [`> 设备：${device.deviceNo} ${device.deviceName}`, `> 地址：${device.address}`] : [];
  let title: string;
  let lines: string[];
  switch (payload.event) {
    case 'opened':
      title = `设备告警：${kind}`;
      lines = [`### ${title}`, ...machine, `> 发生时间：${timeOf(payload.openedTime, timeZone)}`];
      break;
    case 'closed':
      title = `告警恢复：${kind}`;
      lines = [
        `### ${title}`,
        ...machine,
        `> 发生时间：${timeOf(payload.openedTime, timeZone)}`,
        `> 恢复时间：${timeOf(payload.closedTime, timeZone)}`,
        `> 处理人：${payload.closedBy ?? '设备自行恢复'}`,
        ...(payload.note ? [`> 备注：${payload.note}`] : []),
      ];
      break;
    case 'summary': {
      const names = payload.deviceNos ?? [];
      const more = (payload.count ?? names.length) - names.length;
      title = `设备告警：${payload.count ?? names.length} 台设备${payload.kind === 'offline' ? '失联' : kind}`;
      lines = [
        `### ${title}`,
        `> 发生时间：${timeOf(payload.openedTime, timeZone)}`,
        `> 设备：${names.join('、')}${more > 0 ? ` 等 ${payload.count} 台` : ''}`,
      ];
      break;
    }
    default:
      title = '告警通知测试';
      lines = [`### ${title}`, '> 告警通知已连通：设备告警将发到这里。'];
  }
  if (link) lines.push(`[打开告警中心](${link})`);
  return { title, lines };
}

/** The body a robot of `format` takes for an event. */
export function robotBody(
  format: Exclude<AlarmWebhookFormat, 'generic'>,
  payload: EventPayload,
  device: RobotDevice | null,
  link: string | null,
  timeZone: string,
): unknown {
  const { title, lines } = robotText(payload, device, link, timeZone);
  const text = lines.join('\n');
  return format === 'wecom'
    ? { msgtype: 'markdown', markdown: { content: text } }
    : { msgtype: 'markdown', markdown: { title, text } };
}

/** A robot's refusal in a 200 answer (`errcode` not 0), or null when it took the message. */
export function robotRefusal(answer: string): string | null {
  let parsed: { errcode?: unknown; errmsg?: unknown };
  try {
    parsed = JSON.parse(answer) as typeof parsed;
  } catch {
    return 'the robot did not answer JSON';
  }
  if (parsed.errcode === 0) return null;
  return `robot errcode ${String(parsed.errcode)}: ${String(parsed.errmsg ?? '')}`.slice(0, 300);
}
