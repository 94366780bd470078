import { member, moneySettings } from '@vending/contract';
import { describe, expect, it } from 'vitest';
import { answerSchema } from './answers';
import { loadContract } from './routes';

/** What the console's reader and the contract's schema make of the same data. */
function both(reader: ReturnType<typeof answerSchema>, schema: { safeParse(data: unknown): { success: boolean } }) {
  return (data: unknown) => [reader?.safeParse(data).success, schema.safeParse(data).success];
}

const row = {
  userId: 7,
  nickName: '张伟',
  phone: '13800138000',
  avatar: null,
  balance: 12_345,
  isFlag: 1,
  createTime: '2026-11-02T08:30:00.000Z',
};

describe('readers that copy a contract schema (zod/mini, answers.ts)', () => {
  it('a member row: accepted and refused as the contract says (texts aside, which fall back)', () => {
    const list = answerSchema('getUserList');
    const check = (rows: unknown[]) => list?.safeParse({ rows, total: rows.length }).success;
    for (const [data, accepted] of [
      [row, true],
      [{ ...row, isFlag: 0 }, true],
      [{ ...row, isFlag: 2 }, false],
      [{ ...row, balance: 1.5 }, false],
      [{ ...row, userId: '7' }, false],
      [{ ...row, createTime: '2026-11-02' }, false],
      [{ ...row, createTime: undefined }, false],
    ] as const) {
      expect(check([data])).toBe(accepted);
      expect(member.safeParse(data).success).toBe(accepted);
    }
    // The console's own leniency: a missing name or phone reads as empty.
    expect(list?.safeParse({ rows: [{ ...row, nickName: null, phone: 5 }], total: '1' })).toMatchObject({
      success: true,
      data: { rows: [{ nickName: '', phone: '' }], total: 1 },
    });
  });

  it('the money settings: exactly the contract', () => {
    const check = both(answerSchema('getMoneySettings'), moneySettings);
    const settings = { currency: 'AUD', gstRate: 10, updatedBy: 'admin', updateTime: '2026-11-02T08:30:00.000Z' };
    for (const data of [
      settings,
      { ...settings, updatedBy: null, updateTime: null },
      { ...settings, currency: 'USD' },
      { ...settings, gstRate: 51 },
      { ...settings, gstRate: -1 },
      { ...settings, gstRate: '10' },
      { ...settings, updateTime: 'yesterday' },
      { currency: 'CNY', gstRate: 0 },
      { ...settings, currencyLocked: true },
      { ...settings, currencyLocked: 'yes' },
    ]) {
      const [console, contract] = check(data);
      expect(console).toBe(contract);
    }
  });

  it('a call without a reader is read with the contract schema, once the contract is loaded', async () => {
    await loadContract();
    const schema = answerSchema('getGoodsList');
    expect(schema?.safeParse({ rows: [], total: 0 }).success).toBe(true);
    expect(answerSchema('getUserListExcle')).toBeUndefined();
  });
});

describe('who is logged in (getManagerInfo)', () => {
  const info = {
    managerId: 7,
    managerType: 2,
    username: 'agent',
    realName: '代理商',
    phone: '',
    avatar: null,
    isFlag: 1,
  };
  it('keeps an agent account’s agent, which decides what its withdrawals page offers', () => {
    expect(answerSchema('getManagerInfo')?.safeParse({ ...info, agentId: 3 })).toMatchObject({
      success: true,
      data: { agentId: 3 },
    });
  });
  it('reads a server that does not send it as an account of no agent', () => {
    expect(answerSchema('getManagerInfo')?.safeParse(info)).toMatchObject({ success: true, data: { agentId: null } });
  });
  it('keeps the business time zone the times are shown in, and leaves it out where none is sent', () => {
    expect(answerSchema('getManagerInfo')?.safeParse({ ...info, timeZone: 'Asia/Shanghai' })).toMatchObject({
      success: true,
      data: { timeZone: 'Asia/Shanghai' },
    });
    const withoutZone = answerSchema('getManagerInfo')?.safeParse(info);
    expect(withoutZone?.success).toBe(true);
    expect(withoutZone?.success && withoutZone.data).not.toHaveProperty('timeZone');
  });
});
