/**
 * The headers the site adds beyond helmet's (Permissions-Policy, the CSP's report endpoints) and the
 * endpoint that collects CSP violation reports: logged as security events, bounded, rate-limited.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(DATABASES)("security headers and CSP reports on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { TRUST_PROXY: "loopback", PUBLIC_URL: "https://www.docsleeve.test" },
      overrides: { ratePolicies: { cspReport: { points: 3, durationSeconds: 60 } } },
    });
  });
  afterAll(() => server.close());

  const report = (body: unknown, type: string, ip = "203.0.113.5") =>
    fetch(`${server.url}/api/csp-report`, {
      method: "POST",
      headers: { "content-type": type, "x-forwarded-for": ip },
      body: JSON.stringify(body),
    });
  const violations = () => server.logs.filter((line) => line.security === "csp_violation");

  it("sends a Permissions-Policy, and a CSP that reports violations to /api/csp-report", async () => {
    const res = await server.get("/api/country-list");
    const policy = res.headers.get("permissions-policy") ?? "";
    for (const off of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"])
      expect(policy).toContain(off);
    expect(policy).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("report-uri /api/csp-report");
    expect(csp).toContain("report-to csp-endpoint");
    expect(res.headers.get("reporting-endpoints")).toBe('csp-endpoint="https://www.docsleeve.test/api/csp-report"');
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("logs a report-uri report (application/csp-report) without query strings, and answers 204", async () => {
    const res = await report(
      {
        "csp-report": {
          "document-uri": "https://www.docsleeve.test/pricing?email=someone%40example.com",
          "violated-directive": "script-src-elem",
          "effective-directive": "script-src-elem",
          "blocked-uri": "https://evil.example/x.js?token=abc",
          disposition: "enforce",
          "line-number": 12,
        },
      },
      "application/csp-report",
    );
    expect(res.status).toBe(204);
    expect(violations().at(-1)).toMatchObject({
      level: 40,
      msg: "security: csp_violation",
      directive: "script-src-elem",
      blocked: "https://evil.example/x.js",
      document: "https://www.docsleeve.test/pricing",
      line: "12",
      disposition: "enforce",
      ipHash: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(JSON.stringify(server.logs)).not.toContain("someone%40example.com");
    expect(JSON.stringify(server.logs)).not.toContain("203.0.113.5");
  });

  it("logs Reporting API batches (application/reports+json), ignores other report types, and rate-limits", async () => {
    const before = violations().length;
    const batch = [
      {
        type: "csp-violation",
        url: "https://www.docsleeve.test/",
        body: {
          documentURL: "https://www.docsleeve.test/",
          effectiveDirective: "img-src",
          blockedURL: "https://cdn.example/a.png",
          disposition: "enforce",
        },
      },
      { type: "deprecation", body: { id: "x" } },
    ];
    expect((await report(batch, "application/reports+json", "203.0.113.6")).status).toBe(204);
    expect(violations().slice(before)).toEqual([
      expect.objectContaining({ directive: "img-src", blocked: "https://cdn.example/a.png" }),
    ]);

    expect((await report({ nonsense: true }, "application/json", "203.0.113.6")).status).toBe(204);
    expect((await report(batch, "application/reports+json", "203.0.113.6")).status).toBe(204);
    const limited = await report(batch, "application/reports+json", "203.0.113.6");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(server.logs.some((line) => line.security === "rate_limited" && line.policy === "cspReport")).toBe(true);
  });

  it("refuses bodies over 16 KiB and bodies that are not JSON", async () => {
    const big = { "csp-report": { "document-uri": "x".repeat(17 * 1024) } };
    expect((await report(big, "application/csp-report", "203.0.113.7")).status).toBe(413);
    const bad = await fetch(`${server.url}/api/csp-report`, {
      method: "POST",
      headers: { "content-type": "application/csp-report", "x-forwarded-for": "203.0.113.7" },
      body: "{",
    });
    expect(bad.status).toBe(400);
  });
});
