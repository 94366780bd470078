export { AppLayout, useIsMobileViewport, type AppLayoutProps } from './AppLayout';
