/**
 * PostgreSQL's unique_violation (SQLSTATE 23505): an INSERT or UPDATE met a row that already
 * holds the same key. pg and PGlite both throw it with `code: '23505'`; services turn it into
 * their own refusal (ACCOUNT_EXISTS, ADDRESS_TAKEN, …).
 */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505'
  );
}
