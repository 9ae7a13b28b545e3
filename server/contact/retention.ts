/**
 * How long contact messages are kept, and erasing one on request. A message is needed while it is
 * answered and for follow-up questions; the privacy policy promises deletion after
 * CONTACT_MESSAGE_RETENTION_DAYS (app/content/legal/commitments.ts), which the hourly retention job
 * (server/retention.ts) applies, and an operator can erase one at once (the console's "erase").
 */
import { eq, lt } from "drizzle-orm";
import { contactMessages } from "../../db/schema";
import type { Database } from "../../db/database";
import { CONTACT_MESSAGE_RETENTION_DAYS } from "../../app/content/legal/commitments";

/** How long a contact message is kept after it was received (ms). */
export const CONTACT_MESSAGE_TTL_MS = CONTACT_MESSAGE_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/** The answer of `eraseContactMessage`. */
export type EraseResult = { ok: true } | { ok: false; code: "not_found"; message: string };

/**
 * Erases contact message `id` (the row: name, address, question and the client's IP hash).
 * @returns ok, or `not_found` when there is no such message (already erased, or never existed)
 */
export async function eraseContactMessage(db: Database, id: number): Promise<EraseResult> {
  const erased = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return erased.length > 0 ? { ok: true } : { ok: false, code: "not_found", message: "This contact message does not exist or was already erased." };
}

/** Deletes the contact messages received before `cutoff`; returns how many. */
export async function deleteContactMessagesBefore(db: Pick<Database, "delete">, cutoff: Date): Promise<number> {
  const deleted = await db.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff)).returning({ id: contactMessages.id });
  return deleted.length;
}
