/** E-mail addresses as the site compares and stores them. */

/**
 * The one normal form of an address: trimmed and lower-cased. Every lookup, token, code, quota and row
 * keyed by an address uses it, so "Mei@Example.com " and "mei@example.com" are one person everywhere.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
