export { agents, merchants } from './tables';
export { AGENTS_NAME_INDEX } from './tables';
export { agentOptionRows, merchantOptionRows } from './options';
export { AgentMessages } from './handlers';
