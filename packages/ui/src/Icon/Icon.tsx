import {
  BookOpen,
  Box,
  Briefcase,
  CircleDashed,
  ClipboardList,
  Component,
  FileQuestionMark,
  FileText,
  Hospital,
  MessageCircle,
  Move,
  Palette,
  Refrigerator,
  Shapes,
  ShoppingCart,
  Table,
  User,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../lib/cn';

/**
 * The spec's menu icon names (§1) mapped onto lucide, a maintained icon set.
 * Names the map does not know render a neutral fallback, never nothing.
 */
const menuIcons = {
  user: User,
  goods: Box,
  management: Briefcase,
  'shopping cart': ShoppingCart,
  order: ClipboardList,
  theme: Palette,
  money: Wallet,
  equipment: Refrigerator,
  table: Table,
  wechat: MessageCircle,
  hospital: Hospital,
  component: Component,
  '404': FileQuestionMark,
  form: FileText,
  drag: Move,
  icon: Shapes,
  documentation: BookOpen,
} as const satisfies Record<string, LucideIcon>;

export type MenuIconName = keyof typeof menuIcons;
export const menuIconNames = Object.keys(menuIcons) as MenuIconName[];

export interface IconProps {
  /** A menu icon name from the spec; any other string shows the fallback. */
  name: MenuIconName | (string & {});
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  className?: string;
}

function isMenuIconName(name: string): name is MenuIconName {
  return Object.hasOwn(menuIcons, name);
}

/** One icon, sized by the surrounding font size (1em). */
export function Icon({ name, label, className }: IconProps) {
  const known = isMenuIconName(name);
  const Glyph = known ? menuIcons[name] : CircleDashed;
  return (
    <Glyph
      data-slot="icon"
      data-icon={known ? name : 'fallback'}
      className={cn('size-[1em] shrink-0', className)}
      strokeWidth={2}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
    />
  );
}
