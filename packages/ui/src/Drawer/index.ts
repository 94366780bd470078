export { Drawer, DrawerClose, DrawerContent, DrawerTrigger, type DrawerContentProps } from './Drawer';
