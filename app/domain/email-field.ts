/**
 * The one rule for an e-mail address typed into a form or sent in a request: trimmed, required, at most
 * `max` characters, a valid address. Each form words its own messages (the site's forms differ on
 * purpose), so they are parameters; the rule is written once. Apart from app/domain/email.ts because it
 * loads zod, which the browser modules that only compare addresses must not pull in.
 */
import { z } from "zod";

/** Longest address any form accepts (RFC 5321 path limit); a form may set a shorter one. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The address field with these messages; `tooLong` is `invalid` unless the form words it apart.
 * @param max the longest address in characters (default EMAIL_MAX_LENGTH)
 */
export function emailField(
  messages: { required: string; invalid: string; tooLong?: string },
  max: number = EMAIL_MAX_LENGTH,
) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong ?? messages.invalid)
    .pipe(z.email(messages.invalid));
}
