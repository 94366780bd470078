import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machinePaymentCodes, orderPaymentMethods, paymentMethodTable, vendRequest } from '@vending/contract';

/** The rows of the table under `<!-- payment-method-codes -->` in docs/DEVICE-API.md. */
function documentedCodes() {
  const doc = readFileSync(new URL('../../../../../docs/DEVICE-API.md', import.meta.url), 'utf8');
  const after = doc.slice(doc.indexOf('<!-- payment-method-codes -->'));
  const rows = after
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^\|\s*\d+\s*\|/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  return rows.map(([, code, method, atMachine]) => ({
    code: Number(code),
    en: method,
    atMachine: atMachine === 'yes',
  }));
}

describe('payment method codes', () => {
  it("docs/DEVICE-API.md's table is the contract's table", () => {
    expect(documentedCodes()).toEqual(paymentMethodTable.map(({ code, en, atMachine }) => ({ code, en, atMachine })));
  });

  it('orderPaymentMethods are the table, and a vend takes only the codes a machine takes', () => {
    expect(orderPaymentMethods).toEqual(Object.fromEntries(paymentMethodTable.map((row) => [row.key, row.code])));
    const vend = (paymentMethod: number) =>
      vendRequest.safeParse({
        deviceNo: 'VM000001',
        deviceOrderNo: 'A1',
        paidAt: '2026-03-16T10:29:41+08:00',
        paymentMethod,
        lines: [{ slotNo: 1, quantity: 1, unitPrice: 100 }],
        dispensed: true,
      }).success;
    expect(machinePaymentCodes).toEqual([1, 2, 3]);
    for (const row of paymentMethodTable) expect(vend(row.code)).toBe(row.atMachine);
    expect(vend(orderPaymentMethods.balance)).toBe(false);
    expect(vend(0)).toBe(false);
  });
});
