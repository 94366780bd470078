export { Popover, PopoverClose, PopoverContent, PopoverTrigger, type PopoverContentProps } from './Popover';
