export { Switch, switchVariants, type SwitchProps } from './Switch';
