/** What a schema says of some values, as the forms and the API show it: the parsed data, or the messages per field. */
import type { z } from "zod";
import { fieldErrors } from "../../app/domain/validation";

/** Validates `values` with `schema`: the parsed data, or `{field: message}` (the first message per field). */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}
