/**
 * The second factor: TOTP per RFC 6238 with the parameters every authenticator app takes
 * (SHA-1, 6 digits, 30 s), through `otpauth`. A code is accepted one step either side of now (clock
 * drift), and only for a time step later than the last one accepted for that operator: a used code,
 * or an older one, cannot be replayed (ASVS 2.8.4).
 */
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/** RFC 6238 parameters. */
export const TOTP_PERIOD_S = 30;
const DIGITS = 6;
/** Steps accepted either side of the current one. */
const WINDOW = 1;
const ISSUER = "DocSleeve console";

/** A new random key (20 bytes, as RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = "operator"): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step of `at` (RFC 6238's T). */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_S);
}

/**
 * The time step `code` belongs to, if it is valid at `at` (±1 step) and later than `lastStep`; else null.
 * The caller stores the returned step as the new last one (atomically, see sign-in.ts).
 */
export function matchTotp(secret: string, code: string, at: Date, lastStep: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  if (delta === null) return null;
  const step = totpStep(at) + delta;
  return step > lastStep ? step : null;
}

/** The code `secret` gives at `at` (what an authenticator app shows then; tests compute codes with it). */
export function totpCodeAt(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/** The enrolment's key as text (base32 in groups of 4, as authenticator apps let it be typed) and QR code (an SVG data URL). */
export async function totpEnrolment(
  secret: string,
  email: string,
): Promise<{ key: string; uri: string; qrDataUrl: string }> {
  const uri = totpOf(secret, email).toString();
  // An SVG image by data URL: no markup of ours is injected into the page (img-src allows data:).
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return {
    key: secret.replace(/(.{4})(?=.)/g, "$1 "),
    uri,
    qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}
