export { Icon, menuIconNames, menuIcons, type IconProps, type MenuIconName } from './Icon';
