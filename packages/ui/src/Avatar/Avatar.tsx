import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useControlSize, type ControlSize } from '../provider/UiProvider';

const avatarVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center overflow-hidden bg-primary font-medium text-on-solid select-none',
  {
    variants: {
      size: { default: 'size-10 text-base', small: 'size-8 text-sm', mini: 'size-7 text-xs' },
      shape: { circle: 'rounded-full', square: 'rounded' },
    },
    defaultVariants: { size: 'mini', shape: 'circle' },
  },
);

/**
 * Up to two letters standing for a name: the first character of a Chinese name (its
 * surname), or the initials of the first two words of a Latin one.
 */
export function avatarInitials(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '';
  const words = trimmed.split(/\s+/);
  const first = Array.from(words[0] ?? '')[0] ?? '';
  if (/\p{Script=Han}/u.test(first)) return first;
  const second = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return (first + second).toUpperCase();
}

export interface AvatarProps {
  /** Whose picture it is: the image's text alternative and the source of the initials. */
  name: string;
  /** The picture; the initials show until it loads, or instead of it when it fails. */
  src?: string;
  /** Falls back to the UiProvider's size. */
  size?: ControlSize;
  shape?: 'circle' | 'square';
  className?: string;
}

/** A person's picture, with their initials when there is none. */
export function Avatar({ name, src, size, shape = 'circle', className }: AvatarProps) {
  const resolvedSize = useControlSize(size);
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={resolvedSize}
      className={cn(avatarVariants({ size: resolvedSize, shape }), className)}
    >
      {src ? <AvatarPrimitive.Image src={src} alt={name} className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback data-slot="avatar-fallback" role="img" aria-label={name}>
        {avatarInitials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
