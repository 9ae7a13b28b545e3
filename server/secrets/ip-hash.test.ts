import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ipHash, shortIpHash } from "./ip-hash";

describe("the keyed IP hash", () => {
  it("is HMAC-SHA-256 of the address, hex, and its first 16 digits for logs", () => {
    const full = ipHash("audit-key", "203.0.113.7");
    expect(full).toBe(createHmac("sha256", "audit-key").update("203.0.113.7").digest("hex"));
    // The audit log's hash, pinned from the code it replaced: old entries and new ones of a client match.
    expect(shortIpHash("audit-key", "203.0.113.7")).toBe("52c660c800843009");
    expect(full.startsWith(shortIpHash("audit-key", "203.0.113.7"))).toBe(true);
  });

  it("depends on the key, so each record's hashes stand apart", () => {
    expect(ipHash("one-key", "203.0.113.7")).not.toBe(ipHash("other-key", "203.0.113.7"));
    expect(ipHash("one-key", "203.0.113.7")).not.toBe(ipHash("one-key", "203.0.113.8"));
  });
});
