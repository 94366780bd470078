// The feedback components' public exports (one line per component folder).
export * from './Message';
export * from './Notification';
export * from './Dialog';
export * from './Result';
export * from './Card';
export * from './Descriptions';
export * from './Alert';
export * from './ProgressBar';
export * from './Avatar';
export * from './DropdownMenu';
export * from './Popover';
export * from './Tooltip';
export * from './Drawer';
export * from './PageTabs';
export * from './Chart';
