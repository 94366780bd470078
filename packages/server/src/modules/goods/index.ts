export { goods } from './tables';
