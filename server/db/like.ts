/**
 * Search text for SQL `ILIKE`: the console's searches match what the operator typed literally, so `%`,
 * `_` and the escape character itself are escaped (PostgreSQL's default escape is the backslash); the
 * pattern is always passed as a query parameter, never spliced into SQL.
 */

/** `text` as an ILIKE pattern that matches it anywhere in a value: `a%b` → `%a\%b%`. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
