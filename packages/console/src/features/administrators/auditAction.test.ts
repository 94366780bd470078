import { endpoints } from '@vending/contract';
import { administratorWords } from './words';
import { auditActionKind } from './auditAction';

describe('the audit trail says what was done, not the call name (issue 30 item 6)', () => {
  it.each([
    ['transitOrder', 'transit'],
    ['getAgentList', 'view'],
    ['getUserListExcle', 'export'],
    ['updateMerchantIsFlag', 'enable'],
    ['updateGoodsOnShelfBatch', 'enable'],
    ['updateMerchant', 'change'],
    ['saveDeviceSlots', 'change'],
    ['resetManagerPwd', 'resetPassword'],
    ['bindDeviceMerchant', 'assign'],
    ['login', 'login'],
  ])('%s is %s', (call, kind) => {
    expect(auditActionKind(call)).toBe(kind);
  });

  it('every call of the contract has words in both languages, none of them "other"', () => {
    const kinds = Object.keys(endpoints).map((call) => [call, auditActionKind(call)] as const);
    expect(kinds.filter(([, kind]) => kind === 'other')).toEqual([]);
    for (const language of ['zh', 'en'] as const) {
      const words = administratorWords[language].activity.kinds as Record<string, string>;
      for (const [, kind] of kinds) expect(words[kind]).toBeTruthy();
    }
  });
});
