import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { registerPageWords } from '../../i18n/pageWords';
import { goodsWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(goodsWords);

/** The platform's goods library: create and edit; the selected items join the goods list in one call. */
export const goodsLibraryPage = listPage({
  namespace: 'goodsLibrary',
  list: 'getGoodsLibraryList',
  rowId: 'libraryId',
  rowLabel: 'goodsName',
  filters: [
    { kind: 'text', param: 'keyword' },
    { kind: 'options', param: 'categoryId', call: 'getLibraryCategoryOptions' },
  ],
  columns: [
    { kind: 'image', field: 'picture', width: 80 },
    { kind: 'text', field: 'goodsName', minWidth: 160 },
    { kind: 'text', field: 'categoryName', width: 100 },
    { kind: 'text', field: 'barcode', width: 140 },
    { kind: 'money', field: 'price', width: 110 },
    { kind: 'money', field: 'cost', width: 110 },
    { kind: 'enum', field: 'inGoods', values: ['0', '1'], tones: { 1: 'success', 0: 'neutral' }, width: 160 },
  ],
  form: {
    create: 'addGoodsLibrary',
    update: 'updateGoodsLibrary',
    fields: [
      { name: 'goodsName', control: 'text' },
      { name: 'categoryId', control: 'select', options: 'getLibraryCategoryOptions' },
      { name: 'barcode', control: 'text' },
      { name: 'price', control: 'money' },
      { name: 'cost', control: 'money' },
      { name: 'picture', control: 'image' },
    ],
  },
  actions: [{ key: 'edit', opens: 'edit' }],
  bulkActions: [{ key: 'addToGoods', call: 'addLibraryToGoods', idsParam: 'libraryIds' }],
});

export default function GoodsLibraryPage() {
  return <ResourcePage page={goodsLibraryPage} />;
}
