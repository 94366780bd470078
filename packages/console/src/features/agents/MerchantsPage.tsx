import { listPage } from '../../lib/resource/declaration';
import { PlaceField } from '../../lib/places/PlaceField';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { registerPageWords } from '../../i18n/pageWords';
import { agentWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(agentWords);

/** Merchants: where devices stand; filtered by agent (an agent's row links here), created and edited. */
export const merchantsPage = listPage({
  namespace: 'merchants',
  list: 'getMerchantList',
  rowId: 'merchantId',
  rowLabel: 'name',
  filters: [
    { kind: 'text', param: 'keyword' },
    { kind: 'options', param: 'agentId', call: 'getAgentOptions' },
    { kind: 'flag', param: 'isFlag' },
  ],
  columns: [
    { kind: 'text', field: 'name', minWidth: 180 },
    { kind: 'text', field: 'contact', width: 90 },
    { kind: 'text', field: 'phone', width: 120 },
    { kind: 'text', field: 'address', minWidth: 220 },
    { kind: 'text', field: 'agentName', width: 170 },
    { kind: 'text', field: 'deviceCount', width: 80 },
    { kind: 'flag', field: 'isFlag', update: 'updateMerchantIsFlag' },
  ],
  form: {
    create: 'addMerchant',
    update: 'updateMerchant',
    fields: [
      { name: 'name', control: 'text' },
      { name: 'contact', control: 'text' },
      { name: 'phone', control: 'phone' },
      { name: 'agentId', control: 'select', options: 'getAgentOptions' },
      // Suggests places through the server and fills the coordinates of the one chosen.
      { name: 'address', control: 'text', render: (control) => <PlaceField {...control} /> },
      { name: 'latitude', control: 'text' },
      { name: 'longitude', control: 'text' },
    ],
  },
  actions: [{ key: 'edit', opens: 'edit' }],
});

export default function MerchantsPage() {
  return <ResourcePage page={merchantsPage} />;
}
