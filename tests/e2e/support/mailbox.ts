/** Reads the mails the site sent to the test SMTP server (see global-setup.ts). */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseMail, type ReceivedSmtpMail } from "../../support/smtp";

export const MAILBOX_DIR = path.resolve(`data/e2e-mailbox-${process.env.E2E_PORT ?? 3210}`);

/** A received mail: its raw source and decoded headers of interest (parsed by tests/support/smtp.ts). */
export type ReceivedMail = ReceivedSmtpMail;

/** Every mail received so far, oldest first. */
export function allMail(): ReceivedMail[] {
  if (!existsSync(MAILBOX_DIR)) return [];
  return readdirSync(MAILBOX_DIR)
    .sort()
    .map((f) => parseMail(readFileSync(path.join(MAILBOX_DIR, f))));
}

/** Waits (polling, up to `timeoutMs`) for a mail to `to` whose subject matches; newest match wins. */
export async function waitForMail(
  to: string,
  subject: RegExp,
  options: { timeoutMs?: number; after?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const found = allMail()
      .slice(options.after ?? 0)
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject));
    if (found.length) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
