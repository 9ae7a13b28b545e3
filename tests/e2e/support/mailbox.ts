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

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=`), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2); elsewhere it is.
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?([\w-]+)\?([QB])\?([^?]*)\?=/gi, (_, charset: string, encoding: string, text: string) => {
    const bytes =
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64")
        : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1");
    return new TextDecoder(charset).decode(bytes);
  });
}

function parse(raw: string): ReceivedMail {
  const header = (raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  const get = (name: string) => decodeWords(new RegExp(`^${name}: (.*)$`, "im").exec(header)?.[1]?.trim() ?? "");
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
