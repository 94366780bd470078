import { textColumn } from '@vending/ui';
import { Link } from 'react-router-dom';
import { useAuthStore } from '../../../../stores/authStore';
import { fieldColumn, type ColumnKind, type OfRow } from '../kind';

declare module '../kind' {
  interface ColumnKinds<N extends PageNames> {
    /**
     * A field linking to another page of the console about it (an order's number to the order's
     * detail): `to` is the path and query, or null for no link. A page the administrator may not
     * open is not linked: the field is shown as text.
     */
    link: { field: N['text']; to: OfRow<N['row'], string | null> } & ColumnLayout;
  }
}

function PageLink({ to, children }: { to: string | null; children: string }) {
  const permitted = useAuthStore((state) => (to ? (state.session?.paths.has(to.split('?')[0] ?? '') ?? false) : false));
  if (!to || !permitted) return children;
  return (
    <Link className="text-primary-text underline-offset-2 hover:underline" to={to}>
      {children}
    </Link>
  );
}

export const kind: ColumnKind<'link'> = {
  kind: 'link',
  column: (declared, page) =>
    textColumn({
      ...fieldColumn(declared, page),
      value: (row) => row[declared.field] as string | number | null,
      render: (row) => <PageLink to={declared.to(row, page)}>{String(row[declared.field] ?? '')}</PageLink>,
    }),
  value: (declared, record, page) =>
    record[declared.field] === null ? null : (
      <PageLink to={declared.to(record, page)}>{String(record[declared.field])}</PageLink>
    ),
  words: () => [],
};
