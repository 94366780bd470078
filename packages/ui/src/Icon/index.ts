export { Icon, menuIconNames, type IconProps, type MenuIconName } from './Icon';
