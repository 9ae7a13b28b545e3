import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countryOfIp } from "../../server/geo";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(DATABASES)("country list and geo on %s", (database) => {
  let server: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
    proxied = await startTestServer({ database, env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await server.close();
    await proxied.close();
  });

  it("lists countries alphabetically with stable ids, 192 being Singapore", async () => {
    const res = await server.get("/api/country-list");
    expect(res.status).toBe(200);
    const list = res.body.data.data as Array<{ id: number; name: string }>;
    expect(list.length).toBeGreaterThan(240);
    expect(list.find((c) => c.id === 192)).toEqual({ id: 192, name: "Singapore" });
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en", { sensitivity: "base" }).compare));
    expect(names.indexOf("Åland Islands")).toBeLessThan(names.indexOf("Albania"));
    expect(Object.keys(list[0]!).sort()).toEqual(["id", "name"]);
  });

  it("gives loopback callers the default country", async () => {
    const res = await server.get("/api/geo");
    expect(res.body).toEqual({ data: { country_code: "SG", country_id: 192 } });
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set", async () => {
    const spoofed = await server.get("/api/geo", { "x-forwarded-for": "1.2.3.4" });
    expect(spoofed.body.data.country_id).toBe(192);
    const trusted = await proxied.get("/api/geo", { "x-forwarded-for": "1.2.3.4" });
    expect(trusted.body.data).toEqual({ country_code: "AU", country_id: 15 });
  });
});

describe("countryOfIp", () => {
  it.each([
    ["8.8.8.8", "US", 1],
    ["::ffff:1.2.3.4", "AU", 15],
    ["127.0.0.1", "SG", 192],
    ["10.0.0.1", "SG", 192],
    ["", "SG", 192],
    ["not an ip", "SG", 192],
  ])("%s → %s (%i)", (ip, code, id) => {
    expect(countryOfIp(ip)).toEqual({ country_code: code, country_id: id });
  });
});
