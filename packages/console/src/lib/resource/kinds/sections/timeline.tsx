import { formatDateTime } from '@vending/ui';
import type { ReactNode } from 'react';
import type { OfRow, SectionKind } from '../kind';

/** One moment of a record's history: when, what it became (a tag), by whom, and why. */
export interface TimelineEntry {
  key: string;
  time: string;
  /** What happened, usually the state's tag. */
  what: ReactNode;
  /** Who did it, in words (操作人：admin). */
  by: string;
  note?: string | null;
  /** The dot's colour: a refund's moments stand apart from the status's. */
  tone?: 'primary' | 'warning';
}

declare module '../kind' {
  interface SectionKinds<N extends PageNames> {
    /** The record's history, oldest first, under the heading `<namespace>.<title>`. */
    timeline: { title: string; entries: OfRow<N['row'], readonly TimelineEntry[]> };
  }
}

const dotTones = { primary: 'bg-primary', warning: 'bg-warning' } as const;

export const kind: SectionKind<'timeline'> = {
  kind: 'timeline',
  Section: ({ declared, record, page }) => {
    const headingId = `${page.namespace}-${declared.title}`;
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-2">
        <h2 id={headingId} className="text-sm font-medium">
          {page.t(`${page.namespace}.${declared.title}`)}
        </h2>
        <ol className="flex flex-col gap-0 border-l border-border pl-4">
          {declared.entries(record, page).map((entry) => (
            <li key={entry.key} className="relative pb-3 text-sm">
              <span
                aria-hidden="true"
                className={`absolute top-1.5 -left-[21px] size-2.5 rounded-full ${dotTones[entry.tone ?? 'primary']}`}
              />
              <div className="flex flex-wrap items-center gap-2">
                <time dateTime={entry.time} className="tabular-nums text-text-secondary">
                  {formatDateTime(entry.time)}
                </time>
                {entry.what}
                <span className="text-text-secondary">{entry.by}</span>
              </div>
              {entry.note ? <p className="mt-1">{entry.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    );
  },
  words: (declared, namespace) => [`${namespace}.${declared.title}`],
};
