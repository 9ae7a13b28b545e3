/**
 * A form's validation with the zod schema of the service behind it, the same in the browser (Conform's
 * `onValidate`) and in the route action (./form-action.server.ts `parseForm`). Apart from
 * ./form-action.ts so that only the forms that validate in the browser load zod.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * Parses a form's values with `schema` as the service receives them: text as posted (no coercion of
 * empty text to `undefined`), so the browser shows the very messages the action would answer.
 */
export function parseFormWith<S extends z.ZodType>(form: FormData | URLSearchParams, schema: S) {
  return parseWithZod(form, { schema, disableAutoCoercion: true });
}

/** Conform's `onValidate` for a form whose service takes `schema`: the browser validates as the action does. */
export function validateWith<S extends z.ZodType>(schema: S) {
  return ({ formData }: { formData: FormData }) => parseFormWith(formData, schema);
}
