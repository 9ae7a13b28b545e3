/** Signed tokens: the genuine token only, in its one spelling, and only as the kind it was signed for. */
import { createHmac, randomBytes } from "node:crypto";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { readToken, signToken, tokenKey, verifyToken } from "./signed-token";

const schema = z.object({ k: z.string(), id: z.number() });

describe("signed tokens", () => {
  const secret = randomBytes(32);
  const key = tokenKey(secret, "document-link");

  it("accepts its own token and refuses another key, an altered payload and another spelling of the signature", () => {
    const token = signToken(key, { k: "i", id: 7 });
    expect(verifyToken(key, token, schema)).toEqual({ k: "i", id: 7 });
    expect(verifyToken(tokenKey(randomBytes(32), "document-link"), token, schema)).toBeUndefined();
    const [body, signature] = token.split(".") as [string, string];
    const other = Buffer.from(JSON.stringify({ k: "i", id: 8 })).toString("base64url");
    expect(verifyToken(key, `${other}.${signature}`, schema)).toBeUndefined();
    // The last of 43 base64url characters carries 2 spare bits: every other spelling is refused.
    const last = signature.at(-1)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (const c of alphabet.replace(last, ""))
      expect(verifyToken(key, `${body}.${signature.slice(0, -1)}${c}`, schema)).toBeUndefined();
  });

  it("never lets a token of one kind pass as another, even from the same secret", () => {
    const kinds = ["email-token", "document-link", "billing-link", "newsletter:token", "operator-pending"];
    for (const signedAs of kinds)
      for (const readAs of kinds) {
        const token = signToken(tokenKey(secret, signedAs), { k: "i", id: 1 });
        expect(verifyToken(tokenKey(secret, readAs), token, schema) !== undefined).toBe(signedAs === readAs);
      }
  });

  it("reads tokens signed before the module was shared: the same format under the same derived key", () => {
    // As the billing and invoice links, the newsletter's links and the email token were signed: the key
    // HMAC-SHA-256(secret, "docsleeve:<purpose>"), the token body "." HMAC-SHA-256(key, body), base64url.
    const oldKey = createHmac("sha256", "root-secret-0123456789").update("docsleeve:billing-link").digest();
    const body = Buffer.from(JSON.stringify({ k: "b", id: 42 })).toString("base64url");
    const old = `${body}.${createHmac("sha256", oldKey).update(body).digest("base64url")}`;
    expect(verifyToken(tokenKey("root-secret-0123456789", "billing-link"), old, schema)).toEqual({ k: "b", id: 42 });
    expect(signToken(tokenKey("root-secret-0123456789", "billing-link"), { k: "b", id: 42 })).toBe(old);
  });

  it("says why a token is refused", () => {
    const token = signToken(key, { k: "i", id: 7 });
    expect(readToken(key, token)).toEqual({ ok: true, payload: { k: "i", id: 7 } });
    expect(readToken(key, undefined)).toEqual({ ok: false, reason: "malformed" });
    expect(readToken(key, "no-dot")).toEqual({ ok: false, reason: "malformed" });
    expect(readToken(key, `${token}.extra`)).toEqual({ ok: false, reason: "malformed" });
    expect(readToken(key, "x".repeat(600))).toEqual({ ok: false, reason: "malformed" });
    expect(readToken(key, `${token.slice(0, -2)}AA`)).toEqual({ ok: false, reason: "bad_signature" });
    const notJson = Buffer.from("not json").toString("base64url");
    const signed = `${notJson}.${createHmac("sha256", key).update(notJson).digest("base64url")}`;
    expect(readToken(key, signed)).toEqual({ ok: false, reason: "malformed" });
    // A longer limit for a kind whose tokens may be longer (the email token).
    const long = signToken(key, { pad: "x".repeat(500) });
    expect(readToken(key, long).ok).toBe(false);
    expect(readToken(key, long, 1024).ok).toBe(true);
  });
});
