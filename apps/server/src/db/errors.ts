/** Reading Postgres error codes through drizzle, which wraps the driver's error. */

/** The SQLSTATE of a failed query (on the error or its cause), or undefined. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (const candidate of [error, (error as { cause?: unknown } | undefined)?.cause]) {
    const code = (candidate as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** A unique index refused the row: someone else got there first. */
export const isUniqueViolation = (error: unknown) => postgresErrorCode(error) === '23505';
/** A foreign key refused the row: the row it points at is gone. */
export const isForeignKeyViolation = (error: unknown) => postgresErrorCode(error) === '23503';
