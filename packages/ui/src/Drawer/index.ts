export {
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerTrigger,
  drawerContentVariants,
  type DrawerContentProps,
} from './Drawer';
