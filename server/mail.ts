/**
 * Outgoing mail through a database outbox: `send()` stores the mail first, then tries to deliver it at
 * once; a failure is logged and retried by `deliverDue()` (run periodically by every instance, each row
 * claimed with `FOR UPDATE SKIP LOCKED` so two instances never send the same mail).
 * Transport: SMTP (`SMTP_URL`) via nodemailer, or `.eml` files in `$DATA_DIR/outbox`.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, lte, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { mailOutbox } from "../db/schema";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "./data-dir";
import type { Database } from "../db/database";
import { maskCodes, type Logger } from "./logger";

/** A mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers of this mail, e.g. `List-Unsubscribe` (values as they are to appear, ASCII). */
  headers?: Record<string, string>;
  /** Why the mail exists, e.g. "contact-notification"; used in logs and metrics. */
  kind: string;
}

/** Outcome of one delivery attempt: expected failures are values, not exceptions. */
export type DeliveryResult = { ok: true } | { ok: false; reason: string };

/** Delivers one mail somewhere (SMTP or files). */
export interface MailTransport {
  deliver(from: string, message: MailMessage): Promise<DeliveryResult>;
}

/**
 * SMTP timeouts (ms), far below nodemailer's defaults (2 min to connect, 10 min idle): a hung mail server
 * must neither hold a request past the shutdown deadline (9 s after SIGTERM waits for in-flight sends)
 * nor outlive the 60 s outbox lease, after which another instance would send the same mail again.
 * Values given in SMTP_URL's query string (`?socketTimeout=…`) win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** `smtpUrl` with the default timeouts added as query parameters (nodemailer reads them from there). */
export function withSmtpTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS))
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  return url.toString();
}

/** The nodemailer message of a mail. */
function envelope(from: string, m: MailMessage): nodemailer.SendMailOptions {
  return { from, to: m.to, subject: m.subject, text: m.text, html: m.html, headers: m.headers };
}

/** SMTP delivery through nodemailer. */
export function smtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  const transporter: Transporter = nodemailer.createTransport(withSmtpTimeouts(smtpUrl), {});
  return {
    async deliver(from, m) {
      try {
        await transporter.sendMail(envelope(from, m));
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
    close: () => transporter.close(),
  };
}

/** Writes each mail as an RFC 822 `.eml` file (0600) into `dir` (the development outbox). */
export function fileTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async deliver(from, m) {
      try {
        const info = await builder.sendMail(envelope(from, m));
        await ensurePrivateDir(dir);
        const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${m.kind}-${Math.random().toString(36).slice(2, 8)}.eml`;
        await writeFile(path.join(dir, name), info.message as Buffer, { mode: PRIVATE_FILE_MODE });
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/**
 * Mails whose text is a secret (a bearer link or a code): once delivered, the outbox row keeps only
 * this placeholder, so the outbox's 7 days of sent mail (server/retention.ts) hold no usable secret.
 * Blanked at the delivery itself, by whichever instance or retry delivers it.
 */
export const BLANKED_AFTER_DELIVERY: Readonly<Record<string, string>> = {
  "verification-code": "[verification code removed after delivery]",
  "operator-invitation": "[invitation link removed after delivery]",
  "billing-link": "[billing link removed after delivery]",
};

/** Retry delays after the 1st, 2nd, … failure (ms); the last one repeats. */
const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000];
/** After this many failed attempts the mail is marked failed and left for an operator. */
const MAX_ATTEMPTS = 12;

/** The mailer used by features. */
export interface Mailer {
  /** Stores the mail in the outbox, then tries to deliver it once; never throws for delivery failures. */
  send(message: MailMessage): Promise<{ id: number; delivered: boolean }>;
  /** Delivers every due pending mail (retry worker); returns how many were sent. */
  deliverDue(limit?: number): Promise<number>;
  /** Counters for metrics. */
  stats: { sent: number; failed: number };
}

/** Creates the mailer over the outbox table and a transport. */
export function createMailer(options: { db: Database; transport: MailTransport; from: string; log: Logger }): Mailer {
  const { db, transport, from, log } = options;
  const stats = { sent: 0, failed: 0 };

  async function attempt(row: typeof mailOutbox.$inferSelect): Promise<boolean> {
    const result = await transport.deliver(from, {
      ...row,
      html: row.html ?? undefined,
      headers: row.headers ?? undefined,
    });
    const attempts = row.attempts + 1;
    if (result.ok) {
      stats.sent += 1;
      const blank = BLANKED_AFTER_DELIVERY[row.kind];
      await db
        .update(mailOutbox)
        .set({
          status: "sent",
          attempts,
          sentAt: new Date(),
          lastError: null,
          ...(blank === undefined ? {} : { text: blank, html: null }),
        })
        .where(eq(mailOutbox.id, row.id));
      log.info({ mailId: row.id, kind: row.kind, subject: maskCodes(row.subject) }, "mail sent");
      return true;
    }
    stats.failed += 1;
    const delay = RETRY_DELAYS_MS[Math.min(attempts - 1, RETRY_DELAYS_MS.length - 1)]!;
    await db
      .update(mailOutbox)
      .set({
        status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
        attempts,
        lastError: result.reason.slice(0, 500),
        nextAttemptAt: new Date(Date.now() + delay),
      })
      .where(eq(mailOutbox.id, row.id));
    log.warn({ mailId: row.id, kind: row.kind, attempts, reason: result.reason }, "mail delivery failed; will retry");
    return false;
  }

  return {
    stats,
    async send(message) {
      const [row] = await db.insert(mailOutbox).values(message).returning();
      if (!row) throw new Error("outbox insert returned no row");
      // Claim the row so the retry worker of another instance does not send it at the same moment.
      const claimed = await db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() + 60_000) })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "pending")))
        .returning();
      if (!claimed[0]) return { id: row.id, delivered: false };
      return { id: row.id, delivered: await attempt(claimed[0]) };
    },
    async deliverDue(limit = 20) {
      let sent = 0;
      const due = await db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, new Date())))
          .orderBy(mailOutbox.nextAttemptAt)
          .limit(limit)
          .for("update", { skipLocked: true });
        if (rows.length === 0) return [];
        // Lease the rows for a minute: other instances skip them even after this transaction commits.
        await tx
          .update(mailOutbox)
          .set({ nextAttemptAt: sql`now() + interval '60 seconds'` })
          .where(
            sql`${mailOutbox.id} in (${sql.join(
              rows.map((r) => sql`${r.id}`),
              sql`, `,
            )})`,
          );
        return rows;
      });
      for (const row of due) if (await attempt(row)) sent += 1;
      return sent;
    },
  };
}
