/** GET /api/openapi.json as a client fetches it: the whole API, the same bytes each time, revalidated by ETag. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "../../server/api/routes";
import { rawRequest } from "../support/raw-http";
import { startTestServer, type TestServer } from "../support/test-server";

describe("GET /api/openapi.json", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: "pglite" });
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers the OpenAPI 3.1 document of every API route, as JSON", async () => {
    const res = await server.get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body.openapi).toMatch(/^3\.1\./);
    for (const route of API_ROUTES)
      expect(res.body.paths[`/api${route.path.replace(/:(\w+)/g, "{$1}")}`]).toHaveProperty(route.method.toLowerCase());
    expect(res.body.paths["/api/register-plan"].post.requestBody.content["application/json"].schema.required).toContain(
      "email_token",
    );
  });

  it("lists the failure codes each operation may answer, and every code is in the error schema", async () => {
    const res = await server.get("/api/openapi.json");
    const codes = (path: string, method: string) => res.body.paths[path][method]["x-error-codes"] as string[];
    expect(codes("/api/register-plan", "post")).toEqual(
      expect.arrayContaining([
        "card_declined",
        "prices_changed",
        "payment_in_progress",
        "email_taken",
        "validation_failed",
        "rate_limited",
      ]),
    );
    expect(codes("/api/verify-email-code", "post")).toContain("code_wrong");
    expect(codes("/api/promotion-code", "post")).toEqual(
      expect.arrayContaining(["promotion_unknown", "promotion_expired", "order_invalid"]),
    );
    expect(codes("/api/contact", "post")).toContain("captcha_failed");
    const known = res.body.components.schemas.ApiError.properties.code.enum as string[];
    for (const route of API_ROUTES) {
      for (const code of codes(`/api${route.path.replace(/:(\w+)/g, "{$1}")}`, route.method.toLowerCase()))
        expect(known).toContain(code);
    }
  });

  it("sends the same bytes with an ETag, and 304 when the client has them", async () => {
    // node:http, not fetch: fetch turns a request with If-None-Match into a no-cache reload.
    const url = `${server.url}/api/openapi.json`;
    const first = await rawRequest(url);
    const second = await rawRequest(url);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(second.headers.etag).toBe(etag);
    expect(second.body.equals(first.body)).toBe(true);
    const revalidated = await rawRequest(url, { headers: { "if-none-match": etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it("answers 405 with Allow: GET to another method", async () => {
    const res = await server.post("/api/openapi.json", {});
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET");
    expect(res.body).toEqual({ message: "Method not allowed.", code: "method_not_allowed" });
  });
});
