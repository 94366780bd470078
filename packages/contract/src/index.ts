export * from './envelope';
export * from './wire';
export * from './menu';
export * from './schemas';
export * from './endpoints';
export { generateOpenApi } from './openapi';
export * from './roles';
export * from './status';
