/**
 * The data folder (`DATA_DIR`: the embedded database, generated keys, the `.eml` outbox) holds personal
 * data and secrets, so it is private to the server's user: folders 0700, files 0600.
 */
import { chmod, mkdir } from "node:fs/promises";

/** Mode of every folder the server creates under `DATA_DIR`, and of `DATA_DIR` itself. */
export const PRIVATE_DIR_MODE = 0o700;
/** Mode of every file the server writes under `DATA_DIR`. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` (and missing parents) as private folders, and makes an existing `dir` private too (a
 * folder created by an older release, or by hand, with the default 0755).
 * @throws the filesystem error when `dir` cannot be created or is not ours to change
 */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}
