import { describe, expect, it } from "vitest";
import { sharedRead } from "./shared-read";

describe("sharedRead", () => {
  it("shares one read among concurrent callers and reuses its result for reuseMs", async () => {
    let clock = 0;
    let reads = 0;
    const load = sharedRead(async (_key: object) => ++reads, { reuseMs: 1000, now: () => clock });
    const key = {};
    expect(await Promise.all([load(key), load(key)])).toEqual([1, 1]);
    clock = 999;
    expect(await load(key)).toBe(1);
    clock = 1000;
    expect(await load(key)).toBe(2);
    expect(await load({})).toBe(3);
  });

  it("forgets a failed read at once; every waiting caller sees the failure", async () => {
    let fail = true;
    const load = sharedRead(
      async (_key: object) => {
        if (fail) throw new Error("boom");
        return "ok";
      },
      { reuseMs: 60_000, now: () => 0 },
    );
    const key = {};
    await expect(Promise.all([load(key), load(key)])).rejects.toThrow("boom");
    fail = false;
    expect(await load(key)).toBe("ok");
  });

  it("with reuseMs 0 reads again once the previous read settled", async () => {
    let reads = 0;
    const load = sharedRead(async (_key: object) => ++reads, { reuseMs: 0 });
    const key = {};
    await load(key);
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(await load(key)).toBe(2);
  });
});
