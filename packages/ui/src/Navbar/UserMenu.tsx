import * as Avatar from '@radix-ui/react-avatar';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, House, KeyRound, LogOut } from 'lucide-react';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { cn } from '../lib/cn';
import { useFocusReturn } from '../lib/focusReturn';
import { useShellMessage } from '../messages/shell';
import { navbarButtonClass, shellMenuContentClass, shellMenuItemClass, shellMenuSeparatorClass } from '../ShellCommon';

export interface UserMenuLabels {
  home: string;
  changePassword: string;
  logout: string;
}

export interface UserMenuProps {
  /** The signed-in user's name, shown beside the avatar. */
  name: string;
  /** The avatar picture; the name's first letter shows until it loads, or without one. */
  avatarSrc?: string;
  onHome: () => void;
  onChangePassword: () => void;
  onLogout: () => void;
  /** Overrides of the design system's own labels. */
  labels?: Partial<UserMenuLabels>;
  className?: string;
}

/** The user dropdown of the top bar (docs/SPECIFICATION.md §2): home, change password, log out. */
export function UserMenu({ name, avatarSrc, onHome, onChangePassword, onLogout, labels, className }: UserMenuProps) {
  const message = useShellMessage();
  const nameRef = useRef<HTMLSpanElement>(null);
  // The dialog an item opens (修改密码) gives the focus back to the menu's button.
  const { attach, onCloseAutoFocus: returnFocus } = useFocusReturn<HTMLDivElement>({ menu: true });
  // Text is a fraction of a pixel wide; rounding the name up keeps the top-bar controls to its left on
  // whole pixels, so their icons stay crisp and pictures of them are stable.
  useLayoutEffect(() => {
    const element = nameRef.current;
    if (!element) return;
    element.style.width = '';
    element.style.width = `${Math.ceil(element.getBoundingClientRect().width)}px`;
  }, [name]);
  const items = [
    { key: 'home', label: labels?.home ?? message('shell.userMenu.home'), icon: House, onSelect: onHome },
    {
      key: 'changePassword',
      label: labels?.changePassword ?? message('shell.userMenu.changePassword'),
      icon: KeyRound,
      onSelect: onChangePassword,
    },
    { key: 'logout', label: labels?.logout ?? message('shell.userMenu.logout'), icon: LogOut, onSelect: onLogout },
  ];
  return (
    // Not modal: a modal menu aria-hides the rest of the page while its controls stay focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger data-slot="user-menu-trigger" className={cn(navbarButtonClass, 'group', className)}>
        <Avatar.Root className="inline-flex size-7 shrink-0 items-center justify-center overflow-hidden rounded bg-primary-soft text-xs font-semibold text-primary-text">
          {avatarSrc ? <Avatar.Image src={avatarSrc} alt="" className="size-full object-cover" /> : null}
          <Avatar.Fallback aria-hidden>{name.slice(0, 1).toUpperCase()}</Avatar.Fallback>
        </Avatar.Root>
        <span ref={nameRef} className="max-w-[120px] truncate text-xs text-text">
          {name}
        </span>
        <ChevronDown aria-hidden className="size-3 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          data-slot="user-menu"
          align="end"
          sideOffset={4}
          className={shellMenuContentClass}
          ref={attach}
          onCloseAutoFocus={returnFocus}
        >
          {items.map(({ key, label, icon: Glyph, onSelect }) => (
            <Fragment key={key}>
              {key === 'logout' ? <DropdownMenu.Separator className={shellMenuSeparatorClass} /> : null}
              <DropdownMenu.Item data-action={key} className={shellMenuItemClass} onSelect={onSelect}>
                <Glyph aria-hidden className="size-3.5" />
                {label}
              </DropdownMenu.Item>
            </Fragment>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
