export { colorTokens, controlSizes, fontFamily, fontSize, radii, spacingUnit, type ControlSize } from './tokens';
