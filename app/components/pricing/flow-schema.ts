/**
 * The zod schema of the stored pricing flow (see flow-state.ts). Its own module, loaded only when a stored
 * flow has to be read back: zod is ~25 KB of gzipped script that the plan table does not need, and a first
 * visit has nothing stored (decision record: docs/decisions/0021-pricing-plan-table-only.md).
 */
import { z } from "zod";
import { TAX_REASONS } from "../../domain/tax-reason";

const planId = z.union([z.literal(1), z.literal(2)]);

/** What is being bought (the order summary edits it). */
export const orderSchema = z.object({
  plan_id: planId,
  plan_type_id: planId,
  envelope_id: z.number().int().positive(),
  users: z.number().int().positive(),
});
export type Order = z.infer<typeof orderSchema>;

/** The details form without the passwords. */
export const detailsDraftSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company_name: z.string(),
  country_id: z.number().int().nullable(),
  /** The tax ID as typed ("" for none; absent in older drafts). */
  tax_id: z.string().max(40).optional(),
  terms: z.boolean(),
});
export type DetailsDraft = z.infer<typeof detailsDraftSchema>;

/** The whole stored flow. */
export const flowSchema = z.object({
  period: planId,
  currency: z.string().nullable(),
  /** The visitor picked the currency (geolocation no longer overrides it). */
  currencyChosen: z.boolean(),
  tiers: z.object({ pro: z.number().int().positive(), team: z.number().int().positive() }),
  order: orderSchema.nullable(),
  details: detailsDraftSchema,
  /** Where and when the last code was sent (ms since epoch), for the resend cool-down. */
  /** The code last sent: when, and (from the server's answer) when it expires and when another may be asked. */
  verification: z
    .object({
      email: z.string(),
      sentAt: z.number(),
      resendAt: z.number().optional(),
      expiresAt: z.number().optional(),
    })
    .nullable(),
  emailToken: z.object({ token: z.string(), email: z.string(), expiresAt: z.number() }).nullable(),
  /** The purchase's answer; `seen` once the success stage has shown it (then any other stage starts over). */
  result: z.object({ message: z.string(), email: z.string(), seen: z.boolean() }).nullable(),
  /** The buyer's tax as the details step's answer decided it (signup-answer.ts `BuyerTaxAnswer`); absent in older drafts. */
  tax: z
    .object({
      country_id: z.number().int(),
      tax_id: z.string(),
      /** The tax ID as typed when it was decided. */
      typed: z.string(),
      percent: z.number().nonnegative().max(100),
      reason: z.enum(TAX_REASONS),
      label: z.string(),
    })
    .nullable()
    .optional(),
  /** The promotion code to apply (from `?promo=` or "Add promotion code"), upper case; absent in older drafts. */
  promo: z.string().max(32).nullable().optional(),
});
export type FlowState = z.infer<typeof flowSchema>;

/** The flow in a stored JSON text (unknown keys dropped), or null when the text is not JSON or not a flow. */
export function parseFlow(raw: string): FlowState | null {
  try {
    const parsed = flowSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
