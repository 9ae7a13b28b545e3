/** Turning zod results into per-field messages, the same way on the client (forms) and the server (API). */
import type { z } from "zod";

/** `{field: message}`: the first message per field; unknown keys say "Unknown field". */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) errors[[...issue.path, key].join(".")] ??= "Unknown field";
      continue;
    }
    const field = issue.path.length ? issue.path.join(".") : "body";
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Validates `values` with `schema`: the parsed data, or the field errors. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}
