import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { registerPageWords } from '../../i18n/pageWords';
import { CategorySortDialog } from './CategorySortDialog';
import { goodsWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(goodsWords);

/** Goods categories: create, edit, remove (refused while goods use one) and reorder them all at once. */
export const goodsCategoriesPage = listPage({
  namespace: 'goodsCategories',
  list: 'getGoodsCategoryList',
  rowId: 'categoryId',
  rowLabel: 'name',
  filters: [{ kind: 'text', param: 'keyword' }],
  columns: [
    { kind: 'image', field: 'icon', width: 80 },
    { kind: 'text', field: 'name', minWidth: 140 },
    { kind: 'text', field: 'sortOrder', width: 90 },
    { kind: 'text', field: 'goodsCount', width: 90 },
    { kind: 'dateTime', field: 'updateTime' },
  ],
  form: {
    create: 'addGoodsCategory',
    update: 'updateGoodsCategory',
    fields: [
      { name: 'name', control: 'text' },
      { name: 'icon', control: 'image' },
      { name: 'sortOrder', control: 'text' },
    ],
  },
  actions: [
    { key: 'edit', opens: 'edit' },
    { key: 'remove', opens: 'confirm', call: 'removeGoodsCategory' },
  ],
  actionsWidth: 140,
  toolbarDialogs: [{ key: 'sort', dialog: (props) => <CategorySortDialog {...props} /> }],
});

export default function GoodsCategoriesPage() {
  return <ResourcePage page={goodsCategoriesPage} />;
}
