/**
 * Starts a local SMTP server (smtp-server) that the site under test sends to (SMTP_URL in
 * playwright.config.ts); every message is written as an .eml file into MAILBOX_DIR for tests to read.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { SMTPServer } from "smtp-server";
import { E2E_SMTP_PORT } from "../../../playwright.config";
import { MAILBOX_DIR } from "./mailbox";

export default async function globalSetup() {
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  mkdirSync(MAILBOX_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        n += 1;
        writeFileSync(`${MAILBOX_DIR}/${Date.now()}-${String(n).padStart(5, "0")}.eml`, Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(E2E_SMTP_PORT, "127.0.0.1", resolve));
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
