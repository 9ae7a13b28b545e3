/**
 * Finding rows by e-mail address. The tables keyed by an address are unique on `lower(email)` (the
 * schema's indexes), so a lookup compares the column lower-cased with the address in its one normal form
 * (normalizeEmail, app/domain/email.ts). Queries by address use this condition rather than writing the
 * comparison out, so the rule and the index it relies on stay one.
 */
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { normalizeEmail } from "../../app/domain/email";

/** The condition "`column` holds the address `email`", whatever the case of either and spaces around `email`. */
export function emailIs(column: AnyColumn, email: string): SQL {
  return sql`lower(${column}) = ${normalizeEmail(email)}`;
}
