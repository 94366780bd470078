import { ResultCode, securityEventMessages, type Envelope, type FailureData } from '@vending/contract';
import { text, type Language, type Text } from './language';

/**
 * What the administrator reads, in each language; the console shows `msg` (or `data.message`)
 * as is, so the answer carries the request's language (`localizeEnvelope`).
 */
export const Messages = {
  SUCCESS: text('操作成功', 'Done'),
  LOGIN_REQUIRED: text('请先登录', 'Please log in first'),
  LOGIN_EXPIRED: text('登录已过期，请重新登录', 'Your login has expired; please log in again'),
  // Recorded by the security events, which show them in the console's language (the contract's words).
  NO_PERMISSION: text(securityEventMessages.noPermission.zh, securityEventMessages.noPermission.en),
  BAD_CREDENTIALS: text(securityEventMessages.badCredentials.zh, securityEventMessages.badCredentials.en),
  LOGIN_THROTTLED: text(securityEventMessages.loginThrottled.zh, securityEventMessages.loginThrottled.en),
  TOO_MANY_REQUESTS: text('请求过于频繁，请稍后再试', 'Too many requests; please try again later'),
  WRONG_OLD_PASSWORD: text('原密码错误', 'The current password is wrong'),
  NOT_FOUND: text('接口不存在', 'There is no such API'),
  SERVER_ERROR: text('服务器内部错误', 'Internal server error'),
  BODY_TOO_LARGE: text('请求体过大', 'The request is too large'),
  UNSUPPORTED_MEDIA_TYPE: text('不支持的请求格式', 'Unsupported request format'),
  BAD_REQUEST: text('请求无效', 'Invalid request'),
  MANAGER_NOT_FOUND: text('管理员不存在', 'The administrator does not exist'),
  MEMBER_NOT_FOUND: text('会员不存在', 'The member does not exist'),
  USERNAME_TAKEN: text('用户名已存在', 'The username is already taken'),
  NOT_ON_SELF: text('不能对自己执行此操作', 'You cannot do this to yourself'),
  SUPER_HAS_ALL_MENUS: text('超级管理员拥有全部菜单', 'A super administrator has every menu'),
  TARGET_HOLDS_MORE: text(
    '该管理员拥有您没有的页面权限，您不能操作',
    'This administrator holds pages you do not; you cannot change them',
  ),
  TARGET_SEES_MORE: text(
    '该管理员的数据范围超出您的数据范围，您不能操作',
    'This administrator sees rows outside your data scope; you cannot change them',
  ),
  GUESSABLE_PASSWORD: text(
    '密码太常见或太容易猜到，请换一个更难猜的密码',
    'This password is too common or too easy to guess; choose a harder one',
  ),
  SAME_PASSWORD: text('新密码不能与原密码相同', 'The new password must differ from the current one'),
  PASSWORD_CHANGE_REQUIRED: text(
    '请先修改密码：该密码由他人设置',
    'Change your password first: someone else set this one',
  ),
  SUPER_UNTOUCHABLE: text('超级管理员只能由其本人修改', 'Only a super administrator may change their own account'),
} as const satisfies Record<string, Text>;

/** The unsupported-media-type refusal, saying what the call takes. */
export const wrongMediaType = (expected: string) =>
  text(
    `${Messages.UNSUPPORTED_MEDIA_TYPE.zh}：应为 ${expected}`,
    `${Messages.UNSUPPORTED_MEDIA_TYPE.en}: expected ${expected}`,
  );

/**
 * The texts of the envelopes built here. An envelope carries its Chinese text (the default
 * language) and is put into the request's language as it is sent; kept aside so that the
 * envelope itself stays the contract's shape.
 */
const textsOf = new WeakMap<object, { message: Text; inData: boolean }>();

export function success<Data>(data: Data): Envelope<Data> {
  const answer = { code: ResultCode.SUCCESS, msg: Messages.SUCCESS.zh, data };
  textsOf.set(answer, { message: Messages.SUCCESS, inData: false });
  return answer;
}

/** Code 0: the console shows `data.message`; `field` names the request field at fault. */
export function failure(message: Text, field?: string): Envelope<FailureData> {
  const { zh } = message;
  const answer = {
    code: ResultCode.FAILURE,
    msg: zh,
    data: field === undefined ? { message: zh } : { message: zh, field },
  };
  textsOf.set(answer, { message, inData: true });
  return answer;
}

export function coded(code: ResultCode, message: Text): Envelope<null> {
  const answer = { code, msg: message.zh, data: null };
  textsOf.set(answer, { message, inData: false });
  return answer;
}

/** The envelope in `language` (itself when it is in it already, or not built here). */
export function localizeEnvelope(payload: unknown, language: Language): unknown {
  if (typeof payload !== 'object' || payload === null) return payload;
  const texts = textsOf.get(payload);
  if (!texts || language === 'zh') return payload;
  const message = texts.message[language];
  const answer = payload as Envelope<unknown>;
  const data = texts.inData && typeof answer.data === 'object' ? { ...answer.data, message } : answer.data;
  return { ...answer, msg: message, data };
}
