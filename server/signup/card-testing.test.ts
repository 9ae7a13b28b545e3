import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { declineSubject } from "./card-testing";

describe("card-testing caps: who the client is", () => {
  const key = randomBytes(32);
  const clientOf = (ip: string) => declineSubject(key, "buyer@example.com", "token", ip).clientHash;

  it("counts every address of one IPv6 /64 as one client, so a new address does not start a new count", () => {
    expect(clientOf("2001:db8:1:2::a")).toBe(clientOf("2001:DB8:1:2:ffff:ffff:ffff:b"));
    expect(clientOf("2001:db8:1:2::a")).not.toBe(clientOf("2001:db8:1:3::a"));
  });

  it("counts an IPv4-mapped address as its IPv4 address, and never stores the address itself", () => {
    expect(clientOf("::ffff:198.51.100.9")).toBe(clientOf("198.51.100.9"));
    expect(clientOf("198.51.100.9")).not.toContain("198.51");
  });
});
