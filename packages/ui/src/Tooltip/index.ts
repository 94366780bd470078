export { TOOLTIP_DELAY_MS, Tooltip, type TooltipProps } from './Tooltip';
