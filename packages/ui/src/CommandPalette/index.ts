export { CommandPalette, type CommandPaletteProps } from './CommandPalette';
