import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { registerPageWords } from '../../i18n/pageWords';
import { agentWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(agentWords);

/** Agents: create, edit, enable-disable; a row opens that agent's merchants. */
export const agentsPage = listPage({
  namespace: 'agents',
  list: 'getAgentList',
  rowId: 'agentId',
  rowLabel: 'name',
  filters: [
    { kind: 'text', param: 'keyword' },
    { kind: 'flag', param: 'isFlag' },
  ],
  columns: [
    { kind: 'text', field: 'name', minWidth: 160 },
    { kind: 'text', field: 'contact', width: 90 },
    { kind: 'text', field: 'phone', width: 120 },
    { kind: 'text', field: 'region', width: 130 },
    { kind: 'percent', field: 'sharePercent', width: 110 },
    { kind: 'text', field: 'merchantCount', width: 80 },
    { kind: 'text', field: 'deviceCount', width: 80 },
    { kind: 'money', field: 'balance', width: 110 },
    { kind: 'flag', field: 'isFlag', update: 'updateAgentIsFlag' },
  ],
  form: {
    create: 'addAgent',
    update: 'updateAgent',
    fields: [
      { name: 'name', control: 'text' },
      { name: 'contact', control: 'text' },
      { name: 'phone', control: 'phone' },
      { name: 'region', control: 'text' },
      { name: 'sharePercent', control: 'text' },
    ],
  },
  actions: [
    { key: 'edit', opens: 'edit' },
    { key: 'merchants', opens: 'page', path: '/agent/business', query: (row) => ({ agentId: String(row.agentId) }) },
  ],
  actionsWidth: 160,
});

export default function AgentsPage() {
  return <ResourcePage page={agentsPage} />;
}
