/** Reads the mails the site sent to the test SMTP server (see global-setup.ts). */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const MAILBOX_DIR = path.resolve(`data/e2e-mailbox-${process.env.E2E_PORT ?? 3210}`);

/** A received mail: its raw source and decoded headers of interest. */
export interface ReceivedMail {
  raw: string;
  to: string;
  subject: string;
  /** The text with quoted-printable soft breaks undone. */
  text: string;
}

function parse(raw: string): ReceivedMail {
  const header = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const get = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(header)?.[1]?.trim() ?? "";
  const text = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return { raw, to: get("To"), subject: get("Subject"), text };
}

/** Every mail received so far, oldest first. */
export function allMail(): ReceivedMail[] {
  if (!existsSync(MAILBOX_DIR)) return [];
  return readdirSync(MAILBOX_DIR)
    .sort()
    .map((f) => parse(readFileSync(path.join(MAILBOX_DIR, f), "utf8")));
}

/** Waits (polling, up to `timeoutMs`) for a mail to `to` whose subject matches; newest match wins. */
export async function waitForMail(to: string, subject: RegExp, options: { timeoutMs?: number; after?: number } = {}): Promise<ReceivedMail> {
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
