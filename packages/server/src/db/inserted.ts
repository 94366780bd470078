/** The one row an INSERT … RETURNING gave back; a missing row is a broken database, not a refusal. */
export function insertedRow<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (row === undefined) throw new Error('INSERT … RETURNING gave back no row');
  return row;
}
