import { ResultCode } from '@vending/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../testing/test-server';
import { requestLanguage } from './language';

/*
 * Every refusal is a sentence in the console's language (docs/SPECIFICATION.md §8): the
 * `language` cookie, else Accept-Language, else Chinese; a schema refusal names the field by
 * its label, never by the parameter or in the schema library's words.
 */

const english = { cookie: 'language=en' };

describe('the request language', () => {
  it.each([
    [{}, 'zh'],
    [{ cookie: 'language=en' }, 'en'],
    [{ cookie: 'theme=dark; language=zh' }, 'zh'],
    [{ 'accept-language': 'en-US,en;q=0.9' }, 'en'],
    [{ 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }, 'zh'],
    [{ 'accept-language': 'fr, en;q=0.5' }, 'en'],
    [{ 'accept-language': 'zh;q=0.2, en;q=0.9' }, 'en'],
    [{ 'accept-language': 'fr' }, 'zh'],
    [{ cookie: 'language=zh', 'accept-language': 'en' }, 'zh'],
    [{ cookie: 'language=fr', 'accept-language': 'en' }, 'en'],
  ])('%o is %s', (headers, language) => {
    expect(requestLanguage({ headers })).toBe(language);
  });
});

describe.each(backends)('messages in the request language on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    token = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  it('says a too-short new password by its label, in Chinese by default', async () => {
    const answer = await server.envelope('updatePwd', {
      token,
      input: { oldPassWord: ADMIN_PASSWORD, passWord: 'short' },
    });
    expect(answer).toEqual({
      code: ResultCode.FAILURE,
      msg: '新密码至少 8 个字符',
      data: { message: '新密码至少 8 个字符', field: 'passWord' },
    });
  });

  it.each([
    ['the language cookie', english],
    ['Accept-Language', { 'accept-language': 'en-GB,en;q=0.9' }],
  ])('says it in English when %s asks for English', async (_how, headers) => {
    // Each call names the field as its form labels it: 新密码 on the password change, 密码 on a new administrator.
    for (const [name, input, label] of [
      ['updatePwd', { oldPassWord: ADMIN_PASSWORD, passWord: 'short' }, 'New password'],
      ['addManager', { username: 'newcomer', realName: '新人', passWord: 'short' }, 'Password'],
    ] as const) {
      const answer = await server.envelope(name, { token, input, headers });
      expect(answer).toEqual({
        code: ResultCode.FAILURE,
        msg: `${label} must be at least 8 characters`,
        data: { message: `${label} must be at least 8 characters`, field: 'passWord' },
      });
    }
  });

  it('names the field of each kind of broken rule, in both languages', async () => {
    const cases = [
      ['addManager', { username: 'a', realName: '新人', passWord: 'long-enough' }, 'username'],
      ['addManager', { username: 'newcomer', realName: 'x'.repeat(40), passWord: 'long-enough' }, 'realName'],
      ['addManager', { username: 'newcomer', passWord: 'long-enough' }, 'realName'],
      ['addManager', { username: 'newcomer', realName: '新人', phone: '123', passWord: 'long-enough' }, 'phone'],
      ['getUserList', { page: 'abc' }, 'page'],
      ['getUserList', { size: 101 }, 'size'],
      ['getUserList', { isFlag: 2 }, 'isFlag'],
      ['getUserList', { startTime: '2024-13-01' }, 'startTime'],
      ['getUserList', { startTime: '2024-02-02', endTime: '2024-02-01' }, 'endTime'],
      ['updateUserIsFlag', { userId: -1, isFlag: 0 }, 'userId'],
      ['getUserList', { sort: 'id' }, 'sort'],
    ] as const;
    const said: string[] = [];
    for (const [name, input, field] of cases) {
      for (const headers of [{}, english]) {
        const answer = await server.envelope(name, { token, input, headers });
        expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
        expect(answer.data.message).toBe(answer.msg);
        said.push(answer.msg);
      }
    }
    expect(said).toEqual([
      '账号应为 3–32 位字母、数字或下划线',
      'Username must be 3–32 letters, digits or underscores',
      '姓名最多 32 个字符',
      'Name must be at most 32 characters',
      '请填写姓名',
      'Name is required',
      '手机号应为 11 位手机号',
      'Phone must be an 11-digit mobile number',
      '页码必须是整数',
      'Page must be a whole number',
      '每页条数不能大于 100',
      'Page size must be at most 100',
      '状态只能是 0、1',
      'Status must be one of 0, 1',
      '开始日期应为日期，如 2024-01-31',
      'Start date must be a date like 2024-01-31',
      '结束日期不能早于开始日期',
      'End date must not be before the start date',
      '会员编号无效',
      'Member id is not valid',
      '不支持的参数 sort',
      'Unknown parameter sort',
    ]);
    for (const message of said) expect(message).not.toMatch(/Invalid input|expected|参数 \w+ 无效/);
  });

  it('says a repeated parameter by its label', async () => {
    const zh = await server.envelope('getUserList', { token, rawQuery: 'page=1&page=2' });
    const en = await server.envelope('getUserList', { token, rawQuery: 'page=1&page=2', headers: english });
    expect([zh.msg, en.msg]).toEqual(['页码只能填写一次', 'Page was sent more than once']);
    expect(en.data).toEqual({ message: 'Page was sent more than once', field: 'page' });
  });

  it("says a handler's refusal in English", async () => {
    const input = { username: 'admin', realName: '重名', passWord: 'long-enough' };
    expect(await server.envelope('addManager', { token, input })).toMatchObject({
      msg: '用户名已存在',
      data: { message: '用户名已存在', field: 'username' },
    });
    expect(await server.envelope('addManager', { token, input, headers: english })).toMatchObject({
      msg: 'The username is already taken',
      data: { message: 'The username is already taken', field: 'username' },
    });
    const wrongOld = { oldPassWord: 'not-the-password', passWord: 'long-enough' };
    expect(await server.envelope('updatePwd', { token, input: wrongOld, headers: english })).toMatchObject({
      data: { message: 'The current password is wrong', field: 'oldPassWord' },
    });
  });

  it('says the gate, the not-found handler and a success in English', async () => {
    expect(await server.envelope('getUserList', { headers: english })).toEqual({
      code: ResultCode.LOGIN_REQUIRED,
      msg: 'Please log in first',
      data: null,
    });
    const missing = await server.app.inject({ method: 'GET', url: '/api/nowhere', headers: english });
    expect(missing.json()).toEqual({ code: ResultCode.NOT_FOUND, msg: 'There is no such API', data: null });
    const chinese = await server.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(chinese.json()).toEqual({ code: ResultCode.NOT_FOUND, msg: '接口不存在', data: null });
    const listed = await server.envelope('getUserList', { token, headers: english });
    expect(listed).toMatchObject({ code: ResultCode.SUCCESS, msg: 'Done' });
    expect(await server.envelope('getUserList', { token })).toMatchObject({ msg: '操作成功' });
  });

  it('says a body of the wrong media type in English', async () => {
    const response = await server.call('updatePwd', {
      token,
      rawBody: '{}',
      headers: { ...english, 'content-type': 'text/plain' },
    });
    expect(response.json().msg).toMatch(/^Unsupported request format/);
  });
});

describe('the error handler in the request language', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ environment: { RATE_LIMIT_PER_MINUTE: '3', BODY_LIMIT_BYTES: '1024' } });
  });
  afterAll(() => server.close());

  it('says a body over the limit and too many requests in English', async () => {
    const large = await server.call('login', { rawBody: `username=${'x'.repeat(2048)}`, headers: english });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: ResultCode.FAILURE, msg: 'The request is too large' });
    let last = large;
    for (let attempt = 0; attempt < 4; attempt += 1) last = await server.call('getManagerInfo', { headers: english });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      code: ResultCode.TOO_MANY_REQUESTS,
      msg: 'Too many requests; please try again later',
      data: null,
    });
  });
});
