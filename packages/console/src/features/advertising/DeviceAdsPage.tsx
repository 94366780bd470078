import { advertisementPlacements, advertisementStates } from '@vending/contract';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { registerPageWords } from '../../i18n/pageWords';
import { MediaThumb } from './AdMedia';
import { AdPeriod } from './AdPeriod';
import { adWords } from './adWords';
import { AssignDialog } from './AssignDialog';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(adWords);

/**
 * 设备广告: which advertisement plays on which device and when; assigned in bulk from a
 * device picker, removed in bulk from the selected rows.
 */
export const deviceAdsPage = listPage({
  namespace: 'deviceAds',
  list: 'getDeviceAdvertisementList',
  rowId: 'assignmentId',
  rowLabel: 'deviceNo',
  filters: [
    { kind: 'text', param: 'keyword' },
    { kind: 'options', param: 'advertisementId', call: 'getDeviceAdvertisementOptions' },
    { kind: 'select', param: 'placement', options: advertisementPlacements },
    { kind: 'select', param: 'state', options: advertisementStates },
  ],
  columns: [
    { kind: 'twoLine', field: 'deviceNo', secondary: (row) => row.deviceName, width: 130 },
    {
      kind: 'text',
      field: 'merchantName',
      width: 120,
      empty: 'noMerchant',
    },
    {
      kind: 'text',
      field: 'title',
      width: 260,
      render: (row) => (
        <span className="flex min-w-0 items-center gap-2">
          <MediaThumb kind={row.mediaKind} media={row.media} title={row.title} decorative />
          <span className="truncate">{row.title}</span>
        </span>
      ),
    },
    { kind: 'enum', field: 'placement', values: advertisementPlacements, width: 110 },
    {
      kind: 'computed',
      id: 'period',
      width: 250,
      value: (row) => row.startTime,
      render: (row) => (
        <AdPeriod namespace="deviceAds" startTime={row.startTime} endTime={row.endTime} state={row.state} />
      ),
    },
    { kind: 'text', field: 'updatedBy', width: 120 },
    { kind: 'dateTime', field: 'updateTime' },
  ],
  bulkActions: [{ key: 'remove', call: 'removeDeviceAdvertisements', idsParam: 'assignmentIds', variant: 'danger' }],
  toolbarDialogs: [{ key: 'assign', dialog: (props) => <AssignDialog {...props} /> }],
});

export default function DeviceAdsPage() {
  return <ResourcePage page={deviceAdsPage} />;
}
