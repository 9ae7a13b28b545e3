/** Signed link tokens: the genuine token only, in its one spelling. */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "./signed-token";

const schema = z.object({ k: z.string(), id: z.number() });

describe("signed tokens", () => {
  const key = randomBytes(32);
  it("accepts its own token and refuses another key, an altered payload and another spelling of the signature", () => {
    const token = signToken(key, { k: "i", id: 7 });
    expect(verifyToken(key, token, schema)).toEqual({ k: "i", id: 7 });
    expect(verifyToken(randomBytes(32), token, schema)).toBeUndefined();
    const [body, signature] = token.split(".") as [string, string];
    const other = Buffer.from(JSON.stringify({ k: "i", id: 8 })).toString("base64url");
    expect(verifyToken(key, `${other}.${signature}`, schema)).toBeUndefined();
    // The last of 43 base64url characters carries 2 spare bits: every other spelling is refused.
    const last = signature.at(-1)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (const c of alphabet.replace(last, ""))
      expect(verifyToken(key, `${body}.${signature.slice(0, -1)}${c}`, schema)).toBeUndefined();
  });
});
