/**
 * The console's Leads page (/admin/leads): its filters and its three forms (status, note, erase), one
 * zod schema each, shared by the page's forms and the route action that hands them to server/leads/.
 */
import { z } from "zod";
import { CONTACT_QUESTIONS } from "./contact";

/** A lead's review status, as stored. */
export const LEAD_STATUSES = ["new", "answered", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What operators read for each status. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: "New", answered: "Answered", spam: "Spam" };

/** Longest private note, in UTF-16 code units. */
export const LEAD_NOTE_MAX = 2000;

/** Maps any unknown or empty value to undefined (a bad filter in a URL falls back to "all", never an error). */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === "string" && (values as readonly string[]).includes(v) ? v : undefined),
    z.enum(values).optional(),
  );

/** The Leads filters in the URL: `question` (a contact question type) and `status`; anything else is "all". */
export const leadFilterSchema = z.object({
  question: optionalEnum(CONTACT_QUESTIONS),
  status: optionalEnum(LEAD_STATUSES),
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;

const messageId = z.coerce.number().int().positive();

/** The forms of a lead's detail view, told apart by `intent`. */
export const leadActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    id: messageId,
    status: z.enum(LEAD_STATUSES, { error: "Choose New, Answered or Spam." }),
  }),
  z.object({
    intent: z.literal("note"),
    id: messageId,
    note: z.string().trim().max(LEAD_NOTE_MAX, `The note must be ${LEAD_NOTE_MAX} characters or fewer.`),
  }),
  z.object({
    intent: z.literal("erase"),
    id: messageId,
    confirm: z.literal("yes", { error: "Tick the box to confirm the erasure." }),
  }),
]);
