/**
 * How long contact messages are kept, and erasing one on request. A message is needed while it is
 * answered and for follow-up questions; the privacy policy promises deletion after
 * CONTACT_MESSAGE_RETENTION_DAYS (app/content/legal/commitments.ts), which the hourly retention job
 * (server/retention.ts) applies; erasing one at once is server/leads/erase.ts (the console's "erase").
 */
import { lt } from "drizzle-orm";
import { contactMessages } from "../../db/schema";
import type { Database } from "../../db/database";
import { CONTACT_MESSAGE_RETENTION_DAYS } from "../../app/content/legal/commitments";

/** How long a contact message is kept after it was received (ms). */
export const CONTACT_MESSAGE_TTL_MS = CONTACT_MESSAGE_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/**
 * Erasing one contact message on request is the leads module's erasure (the message, the mails it produced
 * and an audit entry), so a request answered here and one answered in the console do the same.
 */
export { eraseContactMessage } from "../leads/erase";

/** Deletes the contact messages received before `cutoff`; returns how many. */
export async function deleteContactMessagesBefore(db: Pick<Database, "delete">, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, cutoff))
    .returning({ id: contactMessages.id });
  return deleted.length;
}
