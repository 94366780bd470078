/** What PostgreSQL (or PGlite) reported, under drizzle's wrapper. */
export function databaseErrorOf(error: unknown): { code?: string; constraint?: string } {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return typeof cause === 'object' && cause !== null ? (cause as { code?: string; constraint?: string }) : {};
}

/** A unique index or constraint refused the write: a value taken, perhaps by a racing write. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const reported = databaseErrorOf(error);
  return reported.code === '23505' && reported.constraint === constraint;
}
