import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ResultCode } from '@vending/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managers } from '../modules/administrators/tables';
import { writeGeneratedPasswords } from '../modules/administrators/first-start';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../testing/test-server';

describe.each(backends)('the password lifecycle on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  const add = (username: string, passWord: string) =>
    server.envelope('addManager', { token: adminToken, input: { username, realName: '新同事', passWord } });

  it.each(['12345678', 'Passw0rd!', 'admin123456', 'qwertyuiop', 'newcomer2026'])(
    'refuses the guessable password %s by its field, creating nobody',
    async (passWord) => {
      expect(await add('newcomer', passWord)).toMatchObject({
        code: ResultCode.FAILURE,
        msg: '密码太常见或太容易猜到，请换一个更难猜的密码',
        data: { field: 'passWord' },
      });
      expect(await server.app.database.db.select().from(managers).where(eq(managers.username, 'newcomer'))).toEqual([]);
    },
  );

  it('makes a password someone else set serve nothing but its change', async () => {
    expect((await add('handed_over', 'given-by-admin-7')).code).toBe(1);
    const token = await server.login('handed_over', 'given-by-admin-7');
    expect((await server.envelope('getManagerInfo', { token })).data).toMatchObject({ mustChangePassword: true });
    expect(await server.envelope('getUserList', { token })).toMatchObject({
      code: ResultCode.FAILURE,
      msg: '请先修改密码：该密码由他人设置',
    });
    expect(
      await server.envelope('updatePwd', {
        token,
        input: { oldPassWord: 'given-by-admin-7', passWord: 'given-by-admin-7' },
      }),
    ).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'passWord' } });
    expect(
      (
        await server.envelope('updatePwd', {
          token,
          input: { oldPassWord: 'given-by-admin-7', passWord: 'chosen-by-me-42' },
        })
      ).code,
    ).toBe(1);
    const own = await server.login('handed_over', 'chosen-by-me-42');
    expect((await server.envelope('getManagerInfo', { token: own })).data).toMatchObject({ mustChangePassword: false });
    // Nothing refused for want of the change now (no page granted: code 21, not 0).
    expect((await server.envelope('getUserList', { token: own })).code).toBe(ResultCode.NO_PERMISSION);

    // A reset by another administrator hands over a password again.
    const [row] = await server.app.database.db.select().from(managers).where(eq(managers.username, 'handed_over'));
    expect(
      (
        await server.envelope('resetManagerPwd', {
          token: adminToken,
          input: { managerId: row!.id, passWord: 'reset-by-admin-8' },
        })
      ).code,
    ).toBe(1);
    const afterReset = await server.login('handed_over', 'reset-by-admin-8');
    expect((await server.envelope('getUserList', { token: afterReset })).msg).toBe('请先修改密码：该密码由他人设置');
  });

  it('throttles guesses of the old password as it throttles logins', async () => {
    expect((await add('guessed_at', 'given-by-admin-9')).code).toBe(1);
    const token = await server.login('guessed_at', 'given-by-admin-9');
    const guess = (oldPassWord: string) =>
      server.call('updatePwd', {
        token,
        input: { oldPassWord, passWord: 'chosen-by-me-43' },
        remoteAddress: '10.7.7.7',
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await guess(`guess-${attempt}`)).json()).toMatchObject({ code: 0, data: { field: 'oldPassWord' } });
    }
    const throttled = await guess('given-by-admin-9');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe(ResultCode.TOO_MANY_REQUESTS);
  });
});

describe('the passwords a first start generates', () => {
  it('go to a file only its owner reads, not to standard output, and must be changed', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vending-passwords-'));
    const notice = writeGeneratedPasswords(dataDir, [
      { username: 'admin', generatedPassword: 'Gen3rated-Secret' },
      { username: 'operator' },
    ]);
    const file = path.join(dataDir, 'first-start-passwords.txt');
    expect(fs.readFileSync(file, 'utf8')).toBe('admin\tGen3rated-Secret\n');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(notice).toContain(file);
    expect(notice).not.toContain('Gen3rated-Secret');
    expect(writeGeneratedPasswords(dataDir, [{ username: 'admin' }])).toBeUndefined();
  });
});

describe('a first start without configured passwords', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ environment: { SEED_DEMO: '0', ADMIN_PASSWORD: '', OPERATOR_PASSWORD: '' } });
  });
  afterAll(() => server.close());

  it('asks for the generated passwords to be changed at the first login', async () => {
    const rows = await server.app.database.db
      .select({ username: managers.username, mustChangePassword: managers.mustChangePassword })
      .from(managers);
    expect(rows).toEqual(
      expect.arrayContaining([
        { username: 'admin', mustChangePassword: true },
        { username: 'operator', mustChangePassword: true },
      ]),
    );
    expect(server.app.createdAccounts.every((account) => account.generatedPassword)).toBe(true);
  });
});
