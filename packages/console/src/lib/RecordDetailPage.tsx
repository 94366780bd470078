import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

/**
 * A detail page of one record named by `?id=` (an order, a feedback, a member): its heading
 * names the record, and without a usable id it says so and links back to the list.
 */
export function RecordDetailPage({
  headingId,
  title,
  noId,
  back,
  listPath,
  children,
}: {
  headingId: string;
  /** The page's title, in words (the route's). */
  title: string;
  /** What is said when the address names no record, and the link back to its list. */
  noId: string;
  back: string;
  listPath: string;
  /** The record's view; keyed by its id, so another record starts afresh. */
  children: (id: number) => ReactNode;
}) {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const known = Number.isInteger(id) && id > 0;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
      <h1 id={headingId} className="sr-only">
        {known ? `${title} #${id}` : title}
      </h1>
      {known ? (
        children(id)
      ) : (
        <div className="flex flex-col items-center gap-3 py-16 text-sm">
          <p>{noId}</p>
          <Link className="text-primary underline-offset-2 hover:underline" to={listPath}>
            {back}
          </Link>
        </div>
      )}
    </section>
  );
}
