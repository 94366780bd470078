import { FileQuestionMark, ShieldX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useUiMessage } from '../provider/UiProvider';

export type ResultStatus = '401' | '404';

const resultGlyphs: Record<ResultStatus, LucideIcon> = { '401': ShieldX, '404': FileQuestionMark };

export interface ResultProps {
  status: ResultStatus;
  /** Defaults to the design system's words for the status. */
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons under the text (back to home, log in again). */
  actions?: ReactNode;
  className?: string;
}

/** The picture: a soft disc with the status code and an icon, drawn inline (no network image). */
function ResultIllustration({ status }: { status: ResultStatus }) {
  const Glyph = resultGlyphs[status];
  return (
    <div data-slot="result-illustration" aria-hidden className="relative size-44">
      <svg viewBox="0 0 176 176" className="absolute inset-0 size-full">
        <circle cx="88" cy="88" r="84" className="fill-primary-soft" />
        <circle cx="88" cy="88" r="62" className="fill-surface stroke-border" strokeWidth="2" strokeDasharray="6 6" />
        <text
          x="88"
          y="150"
          textAnchor="middle"
          className="fill-primary-text font-sans text-[26px] font-bold"
          letterSpacing="2"
        >
          {status}
        </text>
      </svg>
      <Glyph className="absolute top-[52px] left-1/2 size-14 -translate-x-1/2 text-primary" strokeWidth={1.5} />
    </div>
  );
}

/** A full-page outcome for 401 (not allowed) and 404 (not found), with an action slot. */
export function Result({ status, title, description, actions, className }: ResultProps) {
  const uiMessage = useUiMessage();
  return (
    <div
      data-slot="result"
      data-variant={status}
      className={cn('flex flex-col items-center gap-4 px-6 py-12 text-center text-text', className)}
    >
      <ResultIllustration status={status} />
      <h1 data-slot="result-title" className="text-xl font-semibold">
        {title ?? uiMessage(status === '401' ? 'result401Title' : 'result404Title')}
      </h1>
      <p data-slot="result-description" className="max-w-md text-sm text-text-muted">
        {description ?? uiMessage(status === '401' ? 'result401Description' : 'result404Description')}
      </p>
      {actions ? (
        <div data-slot="result-actions" className="mt-2 flex gap-3">
          {actions}
        </div>
      ) : null}
    </div>
  );
}
