import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { registerPageWords } from '../../i18n/pageWords';
import { goodsWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(goodsWords);

/** The goods list: create and edit with a picture, on / off shelf one by one or the selected rows at once. */
export const goodsListPage = listPage({
  namespace: 'goods',
  list: 'getGoodsList',
  rowId: 'goodsId',
  rowLabel: 'goodsName',
  filters: [
    { kind: 'text', param: 'keyword' },
    { kind: 'options', param: 'categoryId', call: 'getGoodsCategoryOptions' },
    { kind: 'select', param: 'onShelf', options: ['1', '0'] },
  ],
  columns: [
    { kind: 'image', field: 'picture', width: 76 },
    { kind: 'text', field: 'goodsName', minWidth: 120 },
    { kind: 'text', field: 'categoryName', width: 80 },
    { kind: 'text', field: 'barcode', width: 124 },
    { kind: 'money', field: 'price', width: 104 },
    { kind: 'money', field: 'cost', width: 80 },
    { kind: 'money', field: 'margin', width: 80 },
    // One format for every rate: one decimal always (52.0%, 36.7%), as the server rounds it.
    { kind: 'percent', field: 'marginRate', decimals: 1, width: 72 },
    { kind: 'flag', field: 'onShelf', update: 'updateGoodsOnShelf' },
  ],
  form: {
    create: 'addGoods',
    update: 'updateGoods',
    fields: [
      { name: 'goodsName', control: 'text' },
      { name: 'categoryId', control: 'select', options: 'getGoodsCategoryOptions' },
      { name: 'barcode', control: 'text' },
      { name: 'price', control: 'money' },
      { name: 'cost', control: 'money' },
      { name: 'picture', control: 'image' },
    ],
  },
  actions: [{ key: 'edit', opens: 'edit' }],
  actionsWidth: 72,
  bulkActions: [
    { key: 'onShelf', call: 'updateGoodsOnShelfBatch', idsParam: 'goodsIds', params: { onShelf: 1 } },
    {
      key: 'offShelf',
      call: 'updateGoodsOnShelfBatch',
      idsParam: 'goodsIds',
      params: { onShelf: 0 },
      variant: 'danger',
    },
  ],
});

export default function GoodsListPage() {
  return <ResourcePage page={goodsListPage} />;
}
