import type { IncomingHttpHeaders } from "node:http";
import express from "express";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptsGzip, isFresh } from "./negotiation";

/** An Express request over `headers` (Express's own getters, no server): what the pages did before. */
function expressRequest(headers: IncomingHttpHeaders, etag: string) {
  const req = Object.create(express.request) as express.Request & { res: unknown };
  Object.assign(req, {
    method: "GET",
    headers,
    res: { statusCode: 200, get: (name: string) => (name.toLowerCase() === "etag" ? etag : undefined) },
  });
  return req;
}

const ETAGS = ['W/"abc123"', '"abc123"', 'W/"other"', '"x"'];
const tag = fc.constantFrom(...ETAGS, "*", 'W/"abc123" ', "abc123", "");
const ifNoneMatch = fc.oneof(
  tag,
  fc.array(tag, { minLength: 1, maxLength: 3 }).map((tags) => tags.join(", ")),
  fc.array(tag, { minLength: 1, maxLength: 3 }).map((tags) => tags.join(",")),
);
const cacheControl = fc.constantFrom("no-cache", "max-age=0", "no-cache, max-age=0", "max-age=0,no-cache", "no-store", "private");
const requestHeaders = fc.record(
  {
    "if-none-match": ifNoneMatch,
    "if-modified-since": fc.constantFrom("Sat, 21 Nov 2026 09:00:00 GMT", "yesterday"),
    "cache-control": cacheControl,
  },
  { requiredKeys: [] },
);

const coding = fc.constantFrom("gzip", "GZIP", "Gzip", "x-gzip", "*", "br", "deflate", "identity", "zstd");
const quality = fc.constantFrom("", ";q=0", ";q=0.0", ";q=0.5", ";q=1", ";q=0.001", ";Q=0", "; q=0", ";q = 0", ";q=", ";level=1;q=0", ";q=0;q=1", ";foo;q=0", " ;q=0");
const separator = fc.constantFrom(", ", ",", " , ", ",,");
const acceptEncoding = fc
  .tuple(fc.array(fc.tuple(coding, quality), { minLength: 1, maxLength: 4 }), separator)
  .map(([entries, sep]) => entries.map(([name, q]) => name + q).join(sep));

describe("isFresh", () => {
  it("decides as Express's req.fresh does for a response with only an ETag", () => {
    fc.assert(
      fc.property(requestHeaders, fc.constantFrom(...ETAGS), (headers, etag) => {
        expect(isFresh(headers, etag)).toBe(expressRequest(headers, etag).fresh);
      }),
      { numRuns: 2000 },
    );
  });

  it("matches weakly, honours * and refuses end-to-end reloads", () => {
    expect(isFresh({ "if-none-match": '"a"' }, 'W/"a"')).toBe(true);
    expect(isFresh({ "if-none-match": 'W/"b", W/"a"' }, 'W/"a"')).toBe(true);
    expect(isFresh({ "if-none-match": "*" }, 'W/"a"')).toBe(true);
    expect(isFresh({ "if-none-match": 'W/"a"', "cache-control": "no-cache" }, 'W/"a"')).toBe(false);
    expect(isFresh({ "if-modified-since": "Sat, 21 Nov 2026 09:00:00 GMT" }, 'W/"a"')).toBe(false);
    expect(isFresh({}, 'W/"a"')).toBe(false);
  });
});

describe("acceptsGzip", () => {
  it('decides as the Express pages did ("gzip" named, then req.acceptsEncodings)', () => {
    fc.assert(
      fc.property(acceptEncoding, (header) => {
        const express = header.includes("gzip") && expressRequest({ "accept-encoding": header }, "").acceptsEncodings("gzip") === "gzip";
        expect(acceptsGzip(header)).toBe(express);
      }),
      { numRuns: 2000 },
    );
  });

  it("takes what browsers send and refuses q=0", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe(true);
    expect(acceptsGzip("gzip;q=0, br")).toBe(false);
    expect(acceptsGzip("x-gzip, *;q=0")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("*")).toBe(false);
  });
});
