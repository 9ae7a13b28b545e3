/**
 * Stripe's expandable fields: a field such as `charge.customer` holds the id, or the object itself when
 * the request expanded it.
 */

/** The id of an expandable field: the id itself, or the expanded object's; undefined when absent. */
export const idOf = (field: string | { id: string } | null | undefined): string | undefined =>
  typeof field === "string" ? field : (field?.id ?? undefined);
