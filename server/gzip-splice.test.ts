import { randomBytes } from "node:crypto";
import { crc32, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { combineCrc, crcShiftOperator, prepareGzip } from "./gzip-splice";

describe("combineCrc", () => {
  it("gives the CRC-32 of a concatenation", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 }), (a, b) => {
        const whole = crc32(Buffer.concat([a, b]));
        expect(combineCrc(crc32(a), crc32(b), crcShiftOperator(b.length))).toBe(whole);
      }),
    );
  });

  it("works for long parts", () => {
    const a = randomBytes(1000);
    const b = randomBytes(70_000);
    expect(combineCrc(crc32(a), crc32(b), crcShiftOperator(b.length))).toBe(crc32(Buffer.concat([a, b])));
  });
});

describe("prepareGzip", () => {
  it("gunzips to the parts joined by the value", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 200 }), { minLength: 1, maxLength: 6 }), fc.string({ maxLength: 40 }), (parts, value) => {
        const spliced = prepareGzip(parts.map((p) => Buffer.from(p)));
        expect(gunzipSync(spliced.gzip(Buffer.from(value))).toString()).toBe(parts.join(value));
      }),
    );
  });

  it("handles a realistic page: large compressible parts, a base64 nonce, empty edges", () => {
    const html = `<html><head><script nonce="N"></script>${"<p>Lorem ipsum dolor sit amet</p>".repeat(3000)}<script nonce="N">x</script></head></html>`;
    const parts = ["", ...html.split("N"), ""].map((p) => Buffer.from(p));
    const spliced = prepareGzip(parts);
    for (let i = 0; i < 3; i++) {
      const nonce = randomBytes(16).toString("base64");
      const gz = spliced.gzip(Buffer.from(nonce));
      expect(gunzipSync(gz).toString()).toBe(["", ...html.split("N"), ""].join(nonce));
      expect(gz.length).toBeLessThan(html.length / 10);
    }
  });

  it("rejects a value longer than one stored block", () => {
    expect(() => prepareGzip([Buffer.from("a"), Buffer.from("b")]).gzip(Buffer.alloc(70_000))).toThrow(RangeError);
  });
});
