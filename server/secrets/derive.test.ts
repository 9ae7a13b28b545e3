import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deriveKey } from "./derive";

describe("deriveKey", () => {
  it("derives distinct, stable 32-byte keys per label and secret", () => {
    const a = deriveKey("server-key-0123456789", "captcha-challenge");
    expect(a).toHaveLength(32);
    expect(deriveKey("server-key-0123456789", "captcha-challenge").equals(a)).toBe(true);
    expect(deriveKey("server-key-0123456789", "contact-ip-hash").equals(a)).toBe(false);
    expect(deriveKey("another-key-0123456789", "captcha-challenge").equals(a)).toBe(false);
  });

  it("is the derivation every key was made with before it was shared (keys, tokens and hashes stay valid)", () => {
    // The captcha's `deriveSecret` (hex), pinned from the code it replaced.
    expect(deriveKey("server-key-0123456789", "captcha-challenge").toString("hex")).toBe(
      "0642b930490459f07e4a3f70de6ff2cd895eb63863ce538fbbeff37a62843d2f",
    );
    // The sign-up and newsletter keys: HMAC-SHA-256 of "docsleeve:<label>" under the root secret.
    const old = (secret: string, label: string) => createHmac("sha256", secret).update(`docsleeve:${label}`).digest();
    for (const label of ["email-code", "email-token", "document-link", "billing-link", "newsletter:token"])
      expect(deriveKey("root-secret-0123456789", label).equals(old("root-secret-0123456789", label))).toBe(true);
  });
});
