import {
  addAgentRequest,
  addGoodsRequest,
  addManagerRequest,
  memberListRequest,
  updateManagerRequest,
} from '@vending/contract';
import { createI18n } from '../../i18n';
import { bulkRequestOf, listPage, type DeclaredBulkAction } from './declaration';
import { fieldConstraints, rulesFromConstraints } from './schemaRules';

// Each declaration below fails to compile without its marker: `tsc -b` (npm test) fails when
// a wrong name is accepted, as an unused @ts-expect-error is itself an error.
const members = { namespace: 'members', list: 'getUserList', rowId: 'userId', rowLabel: 'nickName' } as const;

// @ts-expect-error: not a list call
const notAList = listPage({ ...members, list: 'updateUserIsFlag', columns: [] });
// @ts-expect-error: not a row field
const wrongRowId = listPage({ ...members, rowId: 'memberId', columns: [] });
const wrongFilter = listPage({
  ...members,
  // @ts-expect-error: not a parameter of getUserList
  filters: [{ kind: 'text', param: 'name' }],
  columns: [],
});
const wrongColumnType = listPage({
  ...members,
  // @ts-expect-error: money needs a number field
  columns: [{ kind: 'money', field: 'nickName' }],
});
const wrongFlagCall = listPage({
  ...members,
  // @ts-expect-error: this call sets an administrator's flag; it does not take userId
  columns: [{ kind: 'flag', field: 'isFlag', update: 'updateManagerIsFlag' }],
});
const wrongExport = listPage({
  ...members,
  columns: [],
  // @ts-expect-error: only a file call taking these filters exports this list
  export: 'getUserList',
});
const totalsOfAListWithout = listPage({
  ...members,
  columns: [],
  // @ts-expect-error: getUserList answers no totals
  totals: [{ field: 'count', kind: 'count' }],
});
const wrongTotal = listPage({
  namespace: 'recharges',
  list: 'getRechargeList',
  rowId: 'rechargeId',
  rowLabel: 'transactionNo',
  columns: [],
  // @ts-expect-error: not one of getRechargeList's totals
  totals: [{ field: 'refunds', kind: 'money' }],
});
const wrongFormField = listPage({
  namespace: 'administrators',
  list: 'getManagerList',
  rowId: 'managerId',
  rowLabel: 'realName',
  columns: [],
  // @ts-expect-error: addManager takes no `nickName`
  form: { create: 'addManager', fields: [{ name: 'nickName', control: 'text' }] },
});
const goods = { namespace: 'goods', list: 'getGoodsList', rowId: 'goodsId', rowLabel: 'goodsName' } as const;
const wrongBulkIds = listPage({
  ...goods,
  columns: [],
  // @ts-expect-error: updateGoodsOnShelfBatch takes the ids as goodsIds
  bulkActions: [{ key: 'onShelf', call: 'updateGoodsOnShelfBatch', idsParam: 'onShelf' }],
});
const wrongBulkCall = listPage({
  ...goods,
  columns: [],
  // @ts-expect-error: updateGoodsOnShelf takes no list of ids
  bulkActions: [{ key: 'onShelf', call: 'updateGoodsOnShelf', idsParam: 'goodsId' }],
});

describe('bulk actions', () => {
  it('are checked against the contract and send the selected ids beside their parameters', () => {
    expect([wrongBulkIds, wrongBulkCall].map((page) => page.bulkActions?.[0]?.call)).toEqual([
      'updateGoodsOnShelfBatch',
      'updateGoodsOnShelf',
    ]);
    const offShelf: DeclaredBulkAction = {
      key: 'offShelf',
      call: 'updateGoodsOnShelfBatch',
      idsParam: 'goodsIds',
      params: { onShelf: 0 },
    };
    expect(bulkRequestOf(offShelf, ['12', '7'])).toEqual({ onShelf: 0, goodsIds: [12, 7] });
    expect(bulkRequestOf({ ...offShelf, params: undefined }, ['a-1'])).toEqual({ goodsIds: ['a-1'] });
  });
});

describe('transformed fields', () => {
  it('read a transformed field by its schema: an empty barcode is none, a short one is refused', () => {
    const barcode = fieldConstraints(addGoodsRequest.shape.barcode);
    expect(barcode.required).toBe(false);
    expect(['', '6921168509256', '123'].map((value) => barcode.accepts?.(value))).toEqual([true, true, false]);
  });
});

describe('listPage', () => {
  it('hands the declaration to the renderer as it was written', () => {
    const declared = [
      notAList,
      wrongRowId,
      wrongFilter,
      wrongColumnType,
      wrongFlagCall,
      wrongExport,
      wrongFormField,
      totalsOfAListWithout,
      wrongTotal,
    ];
    expect(declared.map((page) => page.list)).toEqual([
      'updateUserIsFlag',
      ...Array<string>(5).fill('getUserList'),
      'getManagerList',
      'getUserList',
      'getRechargeList',
    ]);
    expect(wrongExport.export).toBe('getUserList');
    expect(wrongTotal.totals).toEqual([{ field: 'refunds', kind: 'money' }]);
  });
});

describe('rules from the request schema', () => {
  it('reads required, length and pattern as the contract declares them', () => {
    expect(fieldConstraints(addManagerRequest.shape.username)).toEqual({
      required: true,
      pattern: /^[A-Za-z0-9_]{3,32}$/,
    });
    expect(fieldConstraints(addManagerRequest.shape.realName)).toEqual({ required: true, maxLength: 32 });
    expect(fieldConstraints(addManagerRequest.shape.passWord)).toEqual({
      required: true,
      minLength: 8,
      maxLength: 128,
    });
    // Defaulted, so optional; the pattern still holds.
    expect(fieldConstraints(updateManagerRequest.shape.phone)).toEqual({ required: false, pattern: /^(1\d{10})?$/ });
    expect(fieldConstraints(memberListRequest.shape.keyword)).toEqual({ required: false, maxLength: 50 });
    // A number carried as text: the schema itself judges what is typed.
    const managerId = fieldConstraints(updateManagerRequest.shape.managerId);
    expect(managerId.required).toBe(true);
    expect(['12', '0', 'x', '3000000000'].map((value) => managerId.accepts?.(value))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    const sharePercent = fieldConstraints(addAgentRequest.shape.sharePercent);
    expect(['27.5', '100', '100.5', '12.345'].map((value) => sharePercent.accepts?.(value))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('says each rule in the language of the console, naming the field', () => {
    const t = createI18n('zh').t;
    const rules = rulesFromConstraints(fieldConstraints(addManagerRequest.shape.passWord), {
      t,
      label: '密码',
      patternMessage: '',
    });
    expect(rules).toEqual({
      required: '请输入密码',
      minLength: { value: 8, message: '密码至少 8 个字符' },
      maxLength: { value: 128, message: '密码不能超过 128 个字符' },
    });
    const en = createI18n('en').t;
    const username = rulesFromConstraints(fieldConstraints(addManagerRequest.shape.username), {
      t: en,
      label: 'Username',
      patternMessage: '3-32 letters, digits or underscores',
    });
    expect(username.required).toBe('Username is required');
    expect(username.pattern).toEqual({ value: /^[A-Za-z0-9_]{3,32}$/, message: '3-32 letters, digits or underscores' });
  });
});
