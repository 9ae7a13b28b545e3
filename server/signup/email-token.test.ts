import { describe, expect, it } from "vitest";
import { signToken, tokenKey } from "../secrets/signed-token";
import { EMAIL_TOKEN_TTL_MS, signEmailToken, verifyEmailToken } from "./email-token";

describe("email tokens", () => {
  const key = tokenKey("signup-secret-0123456789", "email-token");
  const now = 1_800_000_000_000;

  it("proves the lower-cased address until it expires", () => {
    const token = signEmailToken(key, "Ann@Example.com", now);
    expect(verifyEmailToken(key, token, "ann@example.com", now + EMAIL_TOKEN_TTL_MS - 1)).toEqual({ ok: true });
    expect(verifyEmailToken(key, token, " ANN@example.COM ", now)).toEqual({ ok: true });
    expect(verifyEmailToken(key, token, "bob@example.com", now)).toEqual({ ok: false, reason: "other_email" });
    expect(verifyEmailToken(key, token, "ann@example.com", now + EMAIL_TOKEN_TTL_MS)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("still accepts a token issued before the signed-token module was shared", () => {
    // Issued by the previous email-token.ts for Ann@Example.com at `now` under the same secret.
    const old =
      "eyJ2IjoxLCJlbWFpbCI6ImFubkBleGFtcGxlLmNvbSIsImV4cCI6MTgwMDAwMTgwMDAwMCwibiI6ImhlQ1pQUVhFY0tGVSJ9" +
      ".eUC8PbWBILExdbeexAAEWD0pHvKo2AtR2QRFVgGwcwM";
    expect(verifyEmailToken(key, old, "ann@example.com", now)).toEqual({ ok: true });
  });

  it("refuses forged, altered and malformed tokens, and tokens of another kind", () => {
    const token = signEmailToken(key, "ann@example.com", now);
    expect(
      verifyEmailToken(tokenKey("another-secret-0123456789", "email-token"), token, "ann@example.com", now),
    ).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(verifyEmailToken(key, `x${token}`, "ann@example.com", now)).toEqual({ ok: false, reason: "bad_signature" });
    expect(verifyEmailToken(key, "garbage", "ann@example.com", now)).toEqual({ ok: false, reason: "malformed" });
    // A billing link's token from the same secret is not an email token.
    const billing = signToken(tokenKey("signup-secret-0123456789", "billing-link"), {
      v: 1,
      email: "ann@example.com",
      exp: now + 1,
      n: "x",
    });
    expect(verifyEmailToken(key, billing, "ann@example.com", now)).toEqual({ ok: false, reason: "bad_signature" });
    // A genuine token whose payload is not an email token's.
    expect(verifyEmailToken(key, signToken(key, { v: 2 }), "ann@example.com", now)).toEqual({
      ok: false,
      reason: "malformed",
    });
  });
});
