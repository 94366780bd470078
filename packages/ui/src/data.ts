// The data components' public exports (one line per component folder).
export * from './DataTable';
export * from './Pagination';
export * from './FilterBar';
export * from './Tag';
export * from './Skeleton';
export * from './SortableList';
export * from './CarouselPreview';
