/**
 * Who a client is, for rate limits and per-client counters. An IPv4 address is one client; an IPv6
 * client is its /64 network, because a single subscriber is routinely given a whole /64 and can pick a
 * fresh address in it for every request: keyed by the full address, an IPv6 client could dodge every
 * limit. IPv4-mapped IPv6 addresses (`::ffff:192.0.2.1`, how a dual-stack socket reports IPv4) count as
 * the IPv4 address they carry.
 */
import { isIPv4, isIPv6 } from "node:net";

/**
 * The rate-limit key of a client IP: the IPv4 address itself, or `"<first four hextets>::/64"` (lower
 * case, zeros dropped) for IPv6. Anything else (an empty or unparsable value) is returned as it is.
 */
export function clientKey(ip: string): string {
  const address = ip.trim();
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (a zone such as `%eth0` is ignored), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.replace(/%.*$/, "");
  if (!isIPv6(bare)) return undefined;
  // The WHATWG URL parser writes any valid IPv6 address in one canonical form: lower-case hex groups,
  // an embedded IPv4 tail converted to two groups, the longest zero run as "::".
  const canonical = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
  const [head = "", tail] = canonical.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}
