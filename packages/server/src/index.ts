export { buildServer, type ServerOptions } from './app';
export { loadConfig, type ServerConfig } from './config';
export { DataDirInUseError } from './db/data-dir-lock';
