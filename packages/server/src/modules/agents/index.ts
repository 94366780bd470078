export { agents, merchants } from './tables';
export { agentOptionRows, merchantOptionRows } from './options';
export { AgentMessages } from './handlers';
