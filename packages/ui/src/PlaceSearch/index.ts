export { addressOf, PlaceSearch, type PlaceOption, type PlaceSearchProps } from './PlaceSearch';
