import { Tag, type TagTone } from '../../Tag';

export interface StatusTagProps {
  /** The state's colour. */
  tone: TagTone;
  /** The state in words, in the caller's language. */
  label: string;
  /** The raw state, set as `data-state` for styles and tests. */
  state?: string;
}

/**
 * A state as a tag with a coloured dot. The design system knows no business states: the
 * caller maps its own values onto a tone and words.
 */
export function StatusTag({ tone, label, state }: StatusTagProps) {
  return (
    <Tag tone={tone} dot data-state={state}>
      {label}
    </Tag>
  );
}
