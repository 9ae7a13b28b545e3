/** TOTP (RFC 6238): the RFC's SHA-1 test vector, the ±1 step window, and replay refusal. */
import { describe, expect, it } from "vitest";
import { matchTotp, newTotpSecret, totpCodeAt, totpStep } from "./totp";
import { checkPasswordStrength } from "./password";

// RFC 6238 appendix B: the ASCII key "12345678901234567890" (base32 below), T = 59 s gives 94287082 (8 digits; 6: 287082).
const RFC_KEY = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("TOTP", () => {
  it("computes the RFC 6238 SHA-1 vector", () => {
    expect(totpCodeAt(RFC_KEY, new Date(59_000))).toBe("287082");
  });

  it("accepts a code one step either side of now, only for a step after the last one used", () => {
    const secret = newTotpSecret();
    const now = new Date("2026-11-25T12:00:10Z");
    const step = totpStep(now);
    expect(matchTotp(secret, totpCodeAt(secret, now), now, 0)).toBe(step);
    expect(matchTotp(secret, totpCodeAt(secret, new Date(now.getTime() + 30_000)), now, 0)).toBe(step + 1);
    expect(matchTotp(secret, totpCodeAt(secret, new Date(now.getTime() - 30_000)), now, 0)).toBe(step - 1);
    expect(matchTotp(secret, totpCodeAt(secret, new Date(now.getTime() - 90_000)), now, 0)).toBeNull();
    // Replay: the step already used, or an older one.
    expect(matchTotp(secret, totpCodeAt(secret, now), now, step)).toBeNull();
    expect(matchTotp(secret, totpCodeAt(secret, new Date(now.getTime() - 30_000)), now, step)).toBeNull();
  });
});

describe("password strength", () => {
  it("refuses common and guessable passwords of any length, accepts a long phrase", () => {
    for (const weak of ["password1234", "qwertyuiop123", "docsleeve2026!", "aaaaaaaaaaaaaaaa"])
      expect(checkPasswordStrength(weak).ok, weak).toBe(false);
    expect(checkPasswordStrength("copper kettle drifts over quiet harbours").ok).toBe(true);
  });
});
