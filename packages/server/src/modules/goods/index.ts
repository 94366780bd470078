export { goods } from './tables';
export { goodsIdsInCategory } from './reads';
