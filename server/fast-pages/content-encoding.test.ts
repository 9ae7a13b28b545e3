import type { IncomingMessage } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressAsync, compressSync, preferredEncoding } from "./content-encoding";

const request = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }) as IncomingMessage;

describe("preferredEncoding", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["*", "br"],
    ["deflate", undefined],
    ["identity", undefined],
  ] as const)("Accept-Encoding %j → %j", (header, expected) => {
    expect(preferredEncoding(request(header))).toBe(expected);
  });
});

describe("compressSync and compressAsync", () => {
  const bytes = Buffer.from(
    JSON.stringify({ plans: Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Plan ${i}` })) }),
  );
  it("give the same bytes back once decompressed, in either encoding", async () => {
    expect(brotliDecompressSync(compressSync(bytes, "br"))).toEqual(bytes);
    expect(gunzipSync(compressSync(bytes, "gzip"))).toEqual(bytes);
    expect(brotliDecompressSync(await compressAsync(bytes, "br"))).toEqual(bytes);
    expect(gunzipSync(await compressAsync(bytes, "gzip"))).toEqual(bytes);
  });
});
