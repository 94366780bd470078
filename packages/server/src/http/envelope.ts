import { ResultCode, type Envelope, type FailureData } from '@vending/contract';

/** What the administrator reads; the console shows `msg` (or `data.message`) as is. */
export const Messages = {
  SUCCESS: '操作成功',
  LOGIN_REQUIRED: '请先登录',
  LOGIN_EXPIRED: '登录已过期，请重新登录',
  NO_PERMISSION: '没有权限',
  BAD_CREDENTIALS: '用户名或密码错误',
  LOGIN_THROTTLED: '登录失败次数过多，请稍后再试',
  TOO_MANY_REQUESTS: '请求过于频繁，请稍后再试',
  WRONG_OLD_PASSWORD: '原密码错误',
  NOT_FOUND: '接口不存在',
  SERVER_ERROR: '服务器内部错误',
  BODY_TOO_LARGE: '请求体过大',
  UNSUPPORTED_MEDIA_TYPE: '不支持的请求格式',
  BAD_REQUEST: '请求无效',
  MANAGER_NOT_FOUND: '管理员不存在',
  MEMBER_NOT_FOUND: '会员不存在',
  USERNAME_TAKEN: '用户名已存在',
  NOT_ON_SELF: '不能对自己执行此操作',
} as const;

export function success<Data>(data: Data): Envelope<Data> {
  return { code: ResultCode.SUCCESS, msg: Messages.SUCCESS, data };
}

/** Code 0: the console shows `data.message`; `field` names the request field at fault. */
export function failure(message: string, field?: string): Envelope<FailureData> {
  return { code: ResultCode.FAILURE, msg: message, data: field === undefined ? { message } : { message, field } };
}

export function coded(code: ResultCode, message: string): Envelope<null> {
  return { code, msg: message, data: null };
}
