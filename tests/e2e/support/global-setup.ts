/**
 * Starts the local SMTP server (tests/support/smtp.ts) that the site under test sends to (SMTP_URL in
 * playwright.config.ts); every message is also written as an .eml file into MAILBOX_DIR, where the test
 * workers (other processes) read it.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { E2E_SMTP_PORT } from "../../../playwright.config";
import { startSmtpServer } from "../../support/smtp";
import { MAILBOX_DIR } from "./mailbox";

export default async function globalSetup() {
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  mkdirSync(MAILBOX_DIR, { recursive: true });
  let n = 0;
  const smtp = await startSmtpServer(E2E_SMTP_PORT, {
    onMessage(bytes) {
      n += 1;
      writeFileSync(`${MAILBOX_DIR}/${Date.now()}-${String(n).padStart(5, "0")}.eml`, bytes);
    },
  });
  return () => smtp.stop();
}
