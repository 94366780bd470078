import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../lib/cn';
import { useShellMessage } from '../messages/shell';
import { navbarButtonClass } from '../ShellCommon';

export interface HamburgerProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onToggle'> {
  /** Whether the sidebar it controls is open (expanded on desktop, drawer shown on mobile). */
  expanded: boolean;
  onToggle: () => void;
  /** The id of the sidebar it controls. */
  controls?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** Opens and closes the sidebar; its state is announced through `aria-expanded`. */
export function Hamburger({ expanded, onToggle, controls, className, ...rest }: HamburgerProps) {
  const message = useShellMessage();
  const Glyph = expanded ? PanelLeftClose : PanelLeftOpen;
  return (
    <button
      type="button"
      data-slot="hamburger"
      data-state={expanded ? 'expanded' : 'collapsed'}
      aria-label={message('shell.hamburger.label')}
      aria-expanded={expanded}
      aria-controls={controls}
      className={cn(navbarButtonClass, className)}
      onClick={onToggle}
      {...rest}
    >
      <Glyph aria-hidden className="size-[18px]" />
    </button>
  );
}
