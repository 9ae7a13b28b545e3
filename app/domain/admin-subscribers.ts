/**
 * The console's Subscribers page (/admin/subscribers) and its newsletter composer: the status filter,
 * the erase form and the issue form, one zod schema each, shared by the forms and the route actions.
 */
import { z } from "zod";

/** A subscriber's state, as stored (db/schema/core.ts). */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** What operators read for each state. */
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

/** The Subscribers filter in the URL: `status`; an unknown value is "all", never an error. */
export const subscriberFilterSchema = z.object({
  status: z.preprocess(
    (v) => (typeof v === "string" && (SUBSCRIBER_STATUSES as readonly string[]).includes(v) ? v : undefined),
    z.enum(SUBSCRIBER_STATUSES).optional(),
  ),
});
export type SubscriberFilter = z.infer<typeof subscriberFilterSchema>;

/** Erase one subscriber (the list's Erase button, confirmed). */
export const eraseSubscriberSchema = z.object({
  intent: z.literal("erase"),
  id: z.coerce.number().int().positive(),
  confirm: z.literal("yes", { error: "Tick the box to confirm the erasure." }),
});

/** Limits of an issue written in the console. */
export const ISSUE_LIMITS = { subject: 150, markdown: 50_000 } as const;

/**
 * The composer's form; `intent` is the button pressed: Preview, Send test, or Send to subscribers (which
 * also needs its confirmation box ticked).
 */
export const issueFormSchema = z
  .object({
    intent: z.enum(["preview", "test", "send"]),
    subject: z
      .string()
      .trim()
      .min(1, "Enter a subject.")
      .max(ISSUE_LIMITS.subject, `The subject must be ${ISSUE_LIMITS.subject} characters or fewer.`)
      .regex(/^[^\r\n]*$/, "The subject must be one line."),
    markdown: z
      .string()
      .trim()
      .min(1, "Write the issue in Markdown.")
      .max(
        ISSUE_LIMITS.markdown,
        `The issue must be ${ISSUE_LIMITS.markdown.toLocaleString("en-US")} characters or fewer.`,
      ),
    confirmSend: z.string().optional(),
  })
  .refine((form) => form.intent !== "send" || form.confirmSend === "yes", {
    path: ["confirmSend"],
    message: "Tick the box to confirm sending to every confirmed subscriber.",
  });
