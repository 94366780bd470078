import type { UiMessageKey } from '../../provider/messages';
import { useUiMessage } from '../../provider/UiProvider';
import { Tag, type TagTone } from '../../Tag';

/**
 * The business's state families (spec §4) and one colour per state. The words are the design
 * system's (messages/data.ts); the server's raw values are mapped onto these names by the
 * column that shows them.
 */
export const statusSets = {
  withdrawal: { underReview: 'warning', passed: 'success', rejected: 'danger' },
  order: { unpaid: 'warning', processing: 'primary', completed: 'success', cancelled: 'neutral' },
  agentApplication: { applying: 'primary', interview: 'warning', passed: 'success', rejected: 'danger' },
} as const satisfies Record<string, Record<string, TagTone>>;

export type StatusSetName = keyof typeof statusSets;
export type StatusOf<Set extends StatusSetName> = keyof (typeof statusSets)[Set] & string;

export type StatusTagProps = {
  [Set in StatusSetName]: { set: Set; status: StatusOf<Set> };
}[StatusSetName];

/** A state of a withdrawal, order or agent application, in its colour and words. */
export function StatusTag({ set, status }: StatusTagProps) {
  const message = useUiMessage();
  const tone = (statusSets[set] as Record<string, TagTone>)[status] ?? 'neutral';
  return (
    <Tag tone={tone} dot data-state={status}>
      {message(`data.status.${set}.${status}` as UiMessageKey)}
    </Tag>
  );
}
