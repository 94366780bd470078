import { ResultCode, withdrawalFlow } from '@vending/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, AGENT_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { managers, agents, auditEvents, ledgerEntries } from '../../db/schema';
import { withdrawals } from './tables';

const { underReview, passed } = withdrawalFlow.values;
const account = { bankName: '中国建设银行', bankAccount: '6217 0000 1111 2345', accountHolder: '代理商本人' };

/*
 * An agent account applies for its own agent's withdrawal (docs/SPECIFICATION.md §6): only
 * credited money (its balance less what its withdrawals under review ask for), never for
 * another agent, and the review stays with the platform.
 */
describe.each(backends)('an agent applying for a withdrawal on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  let agentToken: string;
  let agentId: number;
  const db = () => server.app.database.db;

  /** What the agent may still ask for: its balance less its withdrawals under review. */
  async function available() {
    const [agent] = await db().select().from(agents).where(eq(agents.id, agentId));
    const pending = await db()
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.agentId, agentId), eq(withdrawals.status, underReview)));
    return agent!.balance - pending.reduce((sum, row) => sum + row.amount, 0);
  }

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    agentToken = await server.login('agent', AGENT_PASSWORD);
    const [account] = await db().select().from(managers).where(eq(managers.username, 'agent'));
    agentId = account!.agentId!;
    // The demo agent was credited its settled months: there is money to ask for.
    expect(await available()).toBeGreaterThan(0);
  });
  afterAll(() => server.close());

  it('refuses more than the credited money, naming the amount, and writes nothing', async () => {
    const before = await databaseDigest(db());
    const answer = await server.envelope('applyWithdrawal', {
      token: agentToken,
      input: { amount: (await available()) + 1, ...account },
    });
    expect(answer).toMatchObject({
      code: ResultCode.FAILURE,
      data: { message: '提现金额超过可提现余额（已入账的分成减去审核中的提现）', field: 'amount' },
    });
    expect(await databaseDigest(db())).toEqual(before);
  });

  it('refuses an account linked to no agent (the platform does not apply for an agent), writing nothing', async () => {
    const before = await databaseDigest(db());
    const answer = await server.envelope('applyWithdrawal', { token: adminToken, input: { amount: 100, ...account } });
    expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { message: '只有代理商账号可以申请提现' } });
    expect(await databaseDigest(db())).toEqual(before);
  });

  it('files an application under review for its own agent, audited with the account masked; the platform approves it', async () => {
    const balanceBefore = (await db().select().from(agents).where(eq(agents.id, agentId)))[0]!.balance;
    // Half of what is free, at most ¥123.45: the next test asks for the rest.
    const amount = Math.min(Math.floor((await available()) / 2), 12_345);
    const answer = await server.envelope('applyWithdrawal', { token: agentToken, input: { amount, ...account } });
    expect(answer.code, answer.msg).toBe(ResultCode.SUCCESS);
    const withdrawalId = answer.data.withdrawalId as number;
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
    expect(row).toMatchObject({ agentId, amount, fee: 0, status: underReview, bankAccount: '6217 0000 1111 2345' });
    // Applying moves no money: the balance stays until the platform approves.
    expect((await db().select().from(agents).where(eq(agents.id, agentId)))[0]!.balance).toBe(balanceBefore);
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'applyWithdrawal'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(JSON.stringify(event)).not.toContain('1111 2345');
    expect(JSON.stringify(event)).toContain('2345');

    // The agent sees it in its list, masked.
    const own = await server.envelope('getWithdrawalList', { token: agentToken, input: { size: 100 } });
    expect(own.data.rows.find((found: { withdrawalId: number }) => found.withdrawalId === withdrawalId)).toMatchObject({
      agentId,
      bankAccount: '6217 **** **** 2345',
    });

    // The review stays with the platform: the agent account is refused (21), nothing written.
    const before = await databaseDigest(db());
    const refused = await server.envelope('transitWithdrawal', {
      token: agentToken,
      input: { withdrawalId, action: 'approve' },
    });
    expect(refused).toEqual({ code: ResultCode.NO_PERMISSION, msg: '没有权限', data: null });
    expect(await databaseDigest(db())).toEqual(before);

    const approved = await server.envelope('transitWithdrawal', {
      token: adminToken,
      input: { withdrawalId, action: 'approve' },
    });
    expect(approved.code, approved.msg).toBe(ResultCode.SUCCESS);
    expect((await db().select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)))[0]!.status).toBe(passed);
    expect((await db().select().from(agents).where(eq(agents.id, agentId)))[0]!.balance).toBe(balanceBefore - amount);
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.withdrawalId, withdrawalId));
    expect(entries.map((entry) => entry.amount).sort()).toEqual([-amount, -amount].sort());
  });

  it('counts the withdrawals under review: of two applications for all that is left, one is filed', async () => {
    const left = await available();
    expect(left).toBeGreaterThan(1);
    const half = Math.floor(left / 2) + 1;
    const answers = await Promise.all(
      [0, 1].map(() => server.envelope('applyWithdrawal', { token: agentToken, input: { amount: half, ...account } })),
    );
    expect(answers.map((answer) => answer.code).sort()).toEqual([ResultCode.FAILURE, ResultCode.SUCCESS].sort());
    expect(await available()).toBe(left - half);
  });
});
