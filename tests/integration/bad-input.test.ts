/**
 * Bodies built to hurt the parser or what walks the parsed body: nested 10,000 levels deep, an array of
 * tens of thousands of items, thousands of keys, each within the 64 KiB limit. Every POST endpoint of
 * the API answers them with a 4xx and the API's error shape, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "../../server/api/routes";
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from "../../server/json-input";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";

const LIMIT = 64 * 1024;
const nested = (levels: number) => `${'{"a":'.repeat(levels)}0${"}".repeat(levels)}`;
const nestedArrays = (levels: number) => `{"a":${"[".repeat(levels)}${"]".repeat(levels)}}`;
const hugeArray = () =>
  `{"email":[${Array<string>(Math.floor((LIMIT - 20) / 2))
    .fill("0")
    .join(",")}]}`;
function manyKeys(): string {
  const parts: string[] = [];
  let size = 2;
  for (let i = 0; size + 12 < LIMIT; i++) {
    const part = `"k${i}":0`;
    parts.push(part);
    size += part.length + 1;
  }
  return `{${parts.join(",")}}`;
}

const BODIES: Array<[string, string]> = [
  ["an object nested 10,000 levels deep", nested(10_000)],
  ["arrays nested 20,000 levels deep", nestedArrays(20_000)],
  ["an array of 32,000 items", hugeArray()],
  ["thousands of keys", manyKeys()],
];
const POST_PATHS = API_ROUTES.filter((route) => route.method === "POST").map((route) => `/api${route.path}`);

describe.each(DATABASES)("hostile request bodies on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000" } });
  });
  afterAll(() => server.close());

  it("every body is within the size limit, so it reaches the checks behind the parser", () => {
    for (const [, body] of BODIES) expect(Buffer.byteLength(body)).toBeLessThan(LIMIT);
    expect(POST_PATHS).toContain("/api/register-plan");
  });

  it.each(BODIES)("answers %s with a 4xx on every POST endpoint, never a 5xx", async (_name, body) => {
    for (const path of POST_PATHS) {
      const res = await server.post(path, body);
      expect(res.status, `${path}: ${JSON.stringify(res.body).slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(typeof res.body.message, path).toBe("string");
    }
  });

  it(`refuses a body nested deeper than ${MAX_JSON_DEPTH} levels with 400, and takes one at the limit to the schema`, async () => {
    const tooDeep = await server.post("/api/newsletter", nested(MAX_JSON_DEPTH + 1));
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body).toEqual({ message: TOO_DEEP_MESSAGE, code: "invalid_body" });
    const atLimit = await server.post("/api/newsletter", nested(MAX_JSON_DEPTH));
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.message).not.toBe(TOO_DEEP_MESSAGE);
  });
});
