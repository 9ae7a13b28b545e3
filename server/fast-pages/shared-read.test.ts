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

  describe("with staleWhileRefreshing", () => {
    /** A read whose calls are counted and settled by the test. */
    function controlledRead() {
      const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
      let calls = 0;
      const read = (_key: object) =>
        new Promise<number>((resolve, reject) => {
          calls++;
          pending.push({ resolve, reject });
        });
      return { read, pending, calls: () => calls };
    }

    /**
     * A load of one key (reuseMs 1000) over a controlled read, on a clock the test sets, whose first
     * read has answered 1 at time 0.
     */
    async function loadedOnce() {
      let clock = 0;
      const { read, pending, calls } = controlledRead();
      const load = sharedRead(read, { reuseMs: 1000, staleWhileRefreshing: true, now: () => clock });
      const key = {};
      const first = load(key);
      pending[0]!.resolve(1);
      expect(await first).toBe(1);
      return { load: () => load(key), pending, calls, setClock: (ms: number) => void (clock = ms) };
    }

    it("answers with the previous result while one read replaces it, then with the new one", async () => {
      const { load, pending, calls, setClock } = await loadedOnce();
      setClock(1000);
      // Expired: the callers get 1 at once, and only one new read starts.
      expect(await Promise.all([load(), load(), load()])).toEqual([1, 1, 1]);
      expect(calls()).toBe(2);
      pending[1]!.resolve(2);
      await Promise.resolve();
      expect(await load()).toBe(2);
      setClock(1999);
      expect(await load()).toBe(2);
      expect(calls()).toBe(2);
    });

    it("waits for the first read: there is nothing older to answer with", async () => {
      const { read, pending } = controlledRead();
      const load = sharedRead(read, { reuseMs: 1000, staleWhileRefreshing: true, now: () => 0 });
      const key = {};
      let settled = false;
      const first = load(key).then((value) => ((settled = true), value));
      await Promise.resolve();
      expect(settled).toBe(false);
      pending[0]!.resolve(7);
      expect(await first).toBe(7);
    });

    it("drops the previous result when its replacement fails, so the next caller reads and sees the outcome", async () => {
      const { load, pending, calls, setClock } = await loadedOnce();
      setClock(1000);
      expect(await load()).toBe(1);
      pending[1]!.reject(new Error("db down"));
      await new Promise((resolve) => setImmediate(resolve));
      const next = load();
      expect(calls()).toBe(3);
      pending[2]!.reject(new Error("db still down"));
      await expect(next).rejects.toThrow("db still down");
    });
  });
});
