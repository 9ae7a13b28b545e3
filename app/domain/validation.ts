/** Turning zod results into per-field messages, the same way for the forms' checks and the API's answers. */
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
