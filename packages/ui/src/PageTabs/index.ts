export { PageTabs, type PageTab, type PageTabsProps } from './PageTabs';
