import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { tokenKey } from "../secrets/signed-token";
import { signConfirmToken, signUnsubscribeToken, verifyConfirmToken, verifyUnsubscribeToken } from "./tokens";

const key = tokenKey(randomBytes(32), "newsletter:token");

describe("newsletter tokens", () => {
  it("round-trips and binds the purpose", () => {
    const confirm = signConfirmToken(key, 7, "nonce");
    const unsubscribe = signUnsubscribeToken(key, 7, "Jane@Example.com");
    expect(verifyConfirmToken(key, confirm)).toEqual({ p: "c", id: 7, n: "nonce" });
    expect(verifyUnsubscribeToken(key, unsubscribe)).toEqual({ p: "u", id: 7, e: "jane@example.com" });
    // A confirmation link is not an unsubscribe link, and the other way round.
    expect(verifyUnsubscribeToken(key, confirm)).toBeUndefined();
    expect(verifyConfirmToken(key, unsubscribe)).toBeUndefined();
  });

  it("refuses another key, altered payloads and signatures, and junk", () => {
    const token = signUnsubscribeToken(key, 7, "a@example.com");
    const [body, sig] = token.split(".") as [string, string];
    const altered = Buffer.from(JSON.stringify({ p: "u", id: 8, e: "a@example.com" })).toString("base64url");
    for (const bad of [
      `${altered}.${sig}`,
      `${body}.${sig.slice(0, -1)}`,
      `${body}x.${sig}`,
      `${body}.${sig}.x`,
      body,
      "",
      null,
      undefined,
      "a".repeat(600),
    ]) {
      expect(verifyUnsubscribeToken(key, bad)).toBeUndefined();
    }
    expect(verifyUnsubscribeToken(tokenKey(randomBytes(32), "newsletter:token"), token)).toBeUndefined();
  });
});
