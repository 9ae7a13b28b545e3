/**
 * The details form's rules in the browser: the server's zod schema (app/domain/signup.ts). Its own chunk,
 * loaded when the visitor first edits or sends the form (details-stage.tsx): zod is not part of the page's
 * first load (decision 0044); the route's action checks the same schema whatever the browser ran.
 */
import { detailsSchema, type Details } from "../../domain/signup";
import { validate } from "../../domain/validation";

/** The details checked: the parsed details, or `{field: message}`. */
export function checkDetails(
  values: unknown,
): { ok: true; data: Details } | { ok: false; errors: Record<string, string> } {
  return validate(detailsSchema, values);
}
