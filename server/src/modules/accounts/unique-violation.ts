/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505), whichever driver
 * raised it: Drizzle wraps the driver's error as `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
