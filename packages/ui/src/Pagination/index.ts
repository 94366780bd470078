export { Pagination, type PaginationChange, type PaginationProps } from './Pagination';
export { clampPage, pageCountOf, pageItems, type PageItem } from './pageItems';
