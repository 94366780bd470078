export { carouselShown } from './reads';
