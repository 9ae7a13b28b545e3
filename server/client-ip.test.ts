import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientKey } from "./client-ip";

const hextet = fc.integer({ min: 0, max: 0xffff });
const toHex = (groups: number[]) => groups.map((g) => g.toString(16)).join(":");

describe("clientKey", () => {
  it("keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as that IPv4 address", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::FFFF:cb00:7109")).toBe("203.0.113.9");
  });

  it("keys IPv6 by its /64, whatever the spelling (case, zero runs, zone)", () => {
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("2001:0DB8:0000:0000:ffff::2")).toBe("2001:db8:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("2001:db8:0:1::1")).not.toBe(clientKey("2001:db8::1"));
  });

  it("gives every address of one /64 the same key, and addresses of different /64s different keys", () => {
    fc.assert(
      fc.property(
        fc.array(hextet, { minLength: 4, maxLength: 4 }),
        fc.array(hextet, { minLength: 4, maxLength: 4 }),
        fc.array(hextet, { minLength: 4, maxLength: 4 }),
        (net, a, b) => {
          fc.pre(!(net.slice(0, 3).every((g) => g === 0) && net[3] === 0));
          expect(clientKey(toHex([...net, ...a]))).toBe(clientKey(toHex([...net, ...b])));
          const other = [...net.slice(0, 3), (net[3]! + 1) % 0x10000];
          expect(clientKey(toHex([...other, ...a]))).not.toBe(clientKey(toHex([...net, ...a])));
        },
      ),
    );
  });

  it("returns anything that is not an IP address as it is", () => {
    expect(clientKey("")).toBe("");
    expect(clientKey("not-an-ip")).toBe("not-an-ip");
  });
});
