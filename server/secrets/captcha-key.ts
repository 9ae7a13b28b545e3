/**
 * The server key (`CAPTCHA_HMAC_KEY`): the configured key, or one generated on first start into
 * `$DATA_DIR/captcha-hmac.key` (mode 0600) and reused by every later start and by every instance sharing
 * that folder. Instances that do not share a data folder must set `CAPTCHA_HMAC_KEY`. Named for the
 * captcha, its first use; the captcha service derives from it (server/secrets/derive.ts) the challenge
 * signature, the IP hashes of the security and audit logs and of contact messages, the console's
 * sign-in secret and the sandbox's webhook secret.
 */
import { randomBytes } from "node:crypto";
import { link, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../data-dir";

/** File name of the generated key inside the data folder. */
export const CAPTCHA_KEY_FILE = "captcha-hmac.key";

/** Shortest key accepted from the file (the same floor `CAPTCHA_HMAC_KEY` has in server/config.ts). */
const MIN_KEY_LENGTH = 16;

/**
 * Returns the configured key, else the key in `dataDir`, creating it when missing.
 * Creation is atomic (write a private temporary file, then `link` it into place, which fails if another
 * process won the race), so processes starting together all end up with the same key.
 * @throws Error when the key file exists but holds fewer than 16 characters (a damaged file must not
 *   silently become a new key that invalidates every challenge in flight)
 */
export async function loadCaptchaKey(options: { configuredKey?: string; dataDir: string }): Promise<string> {
  if (options.configuredKey) return options.configuredKey;
  const file = path.join(options.dataDir, CAPTCHA_KEY_FILE);
  const existing = await readKey(file);
  if (existing !== undefined) return existing;

  await ensurePrivateDir(options.dataDir);
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(temporary, `${randomBytes(32).toString("hex")}\n`, { mode: PRIVATE_FILE_MODE, flag: "wx" });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await unlink(temporary).catch(() => {});
  }
  const key = await readKey(file);
  if (key === undefined) throw new Error(`Could not create the captcha key file ${file}`);
  return key;
}

async function readKey(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const key = text.trim();
  if (key.length < MIN_KEY_LENGTH)
    throw new Error(
      `The captcha key file ${file} is damaged (fewer than ${MIN_KEY_LENGTH} characters); delete it to generate a new key`,
    );
  return key;
}
