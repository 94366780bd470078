import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { registerPageWords } from '../../i18n/pageWords';
import { CarouselPreviewDialog } from './CarouselPreviewDialog';
import { CarouselSortDialog } from './CarouselSortDialog';
import { advertisingWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(advertisingWords);

/** 轮播广告图: the members' home-screen carousel — images with links, shown or hidden, put in order, previewed. */
export const carouselPage = listPage({
  namespace: 'carousel',
  list: 'getCarouselList',
  rowId: 'imageId',
  rowLabel: 'link',
  filters: [{ kind: 'flag', param: 'isFlag' }],
  columns: [
    { kind: 'image', field: 'image', width: 100 },
    { kind: 'text', field: 'link', minWidth: 220 },
    { kind: 'text', field: 'sortOrder', width: 90 },
    { kind: 'flag', field: 'isFlag', update: 'updateCarouselIsFlag' },
    { kind: 'text', field: 'updatedBy', width: 120 },
    { kind: 'dateTime', field: 'updateTime' },
  ],
  form: {
    create: 'addCarouselImage',
    update: 'updateCarouselImage',
    fields: [
      { name: 'image', control: 'image', required: true },
      { name: 'link', control: 'text' },
    ],
  },
  actions: [
    { key: 'edit', opens: 'edit' },
    { key: 'remove', opens: 'confirm', call: 'removeCarouselImage' },
  ],
  actionsWidth: 140,
  toolbarDialogs: [
    { key: 'sort', dialog: (props) => <CarouselSortDialog {...props} /> },
    { key: 'preview', dialog: (props) => <CarouselPreviewDialog {...props} /> },
  ],
});

export default function CarouselPage() {
  return <ResourcePage page={carouselPage} />;
}
