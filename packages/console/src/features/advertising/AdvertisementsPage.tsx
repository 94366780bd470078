import { advertisementMediaKinds, advertisementPlacements, advertisementStates } from '@vending/contract';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { registerPageWords } from '../../i18n/pageWords';
import { MediaField, MediaThumb } from './AdMedia';
import { AdPeriod } from './AdPeriod';
import { adWords } from './adWords';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(adWords);

/**
 * 广告列表: images and videos shown on the devices' screens and the members' mini-program,
 * each in a placement, for a period, in an order, while enabled.
 */
export const advertisementsPage = listPage({
  namespace: 'advertisements',
  list: 'getAdvertisementList',
  rowId: 'advertisementId',
  rowLabel: 'title',
  filters: [
    { kind: 'text', param: 'keyword' },
    { kind: 'select', param: 'placement', options: advertisementPlacements },
    { kind: 'select', param: 'mediaKind', options: advertisementMediaKinds },
    { kind: 'select', param: 'state', options: advertisementStates },
    { kind: 'flag', param: 'isFlag' },
    { kind: 'dateRange', name: 'period', from: 'startTime', to: 'endTime' },
  ],
  columns: [
    {
      kind: 'text',
      field: 'media',
      width: 96,
      render: (row) => <MediaThumb kind={row.mediaKind} media={row.media} title={row.title} />,
    },
    {
      kind: 'text',
      field: 'title',
      width: 200,
      render: (row, { t }) => (
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium">{row.title}</span>
          <span className="truncate text-xs text-text-muted">{row.link || t('advertisements.noLink')}</span>
        </span>
      ),
    },
    { kind: 'enum', field: 'placement', values: advertisementPlacements, width: 120 },
    {
      kind: 'computed',
      id: 'period',
      width: 250,
      value: (row) => row.startTime,
      render: (row) => (
        <AdPeriod namespace="advertisements" startTime={row.startTime} endTime={row.endTime} state={row.state} />
      ),
    },
    { kind: 'flag', field: 'isFlag', update: 'updateAdvertisementIsFlag' },
    { kind: 'text', field: 'sortOrder', width: 70 },
    {
      kind: 'text',
      field: 'deviceCount',
      width: 90,
      render: (row, { t }) => t('advertisements.devices', { count: row.deviceCount }),
    },
    { kind: 'text', field: 'updatedBy', width: 120 },
    { kind: 'dateTime', field: 'updateTime' },
  ],
  form: {
    create: 'addAdvertisement',
    update: 'updateAdvertisement',
    fields: [
      { name: 'title', control: 'text' },
      { name: 'placement', control: 'select', choices: advertisementPlacements },
      {
        name: 'mediaKind',
        control: 'select',
        choices: advertisementMediaKinds,
        initialValue: (row) => (row?.mediaKind as string | undefined) ?? 'image',
      },
      { name: 'media', control: 'image', render: (control) => <MediaField {...control} /> },
      { name: 'link', control: 'text' },
      { name: 'startTime', control: 'dateTime' },
      { name: 'endTime', control: 'dateTime' },
      { name: 'sortOrder', control: 'text', initialValue: (row) => String(row?.sortOrder ?? 0) },
    ],
  },
  actions: [
    { key: 'edit', opens: 'edit' },
    { key: 'remove', opens: 'confirm', call: 'removeAdvertisement' },
  ],
  actionsWidth: 140,
});

export default function AdvertisementsPage() {
  return <ResourcePage page={advertisementsPage} />;
}
