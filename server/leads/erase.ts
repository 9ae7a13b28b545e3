/**
 * Erasing a contact message on the visitor's request ("delete what I sent you"): the message, its
 * review (cascade), and the outbox copies of the mails it produced: the support notification (which
 * repeats the whole text; found by its "Message id: N" line) and, when the visitor has no other message
 * left, the acknowledgement to their address. Nothing of the message is kept; the audit entry names only
 * its id.
 */
import { and, eq, like, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { contactMessages, mailOutbox } from "../../db/schema";
import { recordAudit } from "../audit";
import type { LeadFailure } from "./leads";

/**
 * Erases contact message `id` in one transaction with its "erase" audit entry (by `actor`; `operatorId`
 * null when no operator asked, e.g. a job). The one erasure of a contact message: the console's Erase and
 * the retention module (server/contact/retention.ts) both use it.
 * @returns how many outbox mails went with it, or `not_found`
 */
export async function eraseContactMessage(
  db: Database,
  id: number,
  actor: { operatorId: number | null; ipHash: string },
): Promise<{ ok: true; mailsDeleted: number } | LeadFailure> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ email: contactMessages.email });
    if (!message) return { ok: false as const, code: "not_found" as const, message: "This message no longer exists." };
    // The notification's text has the line "Message id: N" followed by a line break (server/contact/mails.ts).
    const notifications = await tx
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.kind, "contact-notification"), like(mailOutbox.text, `%\nMessage id: ${id}\n%`)))
      .returning({ id: mailOutbox.id });
    const [others] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = lower(${message.email})`);
    const acknowledgements =
      Number(others?.n ?? 0) > 0
        ? []
        : await tx
            .delete(mailOutbox)
            .where(
              and(
                eq(mailOutbox.kind, "contact-acknowledgement"),
                sql`lower(${mailOutbox.to}) = lower(${message.email})`,
              ),
            )
            .returning({ id: mailOutbox.id });
    const mailsDeleted = notifications.length + acknowledgements.length;
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: "erase",
      target: `contact_message:${id}`,
      ipHash: actor.ipHash,
      detail: { mailsDeleted },
    });
    return { ok: true as const, mailsDeleted };
  });
}
