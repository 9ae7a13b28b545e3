/** The console's list parameters: bad values fall back to defaults, never an error. */
import { describe, expect, it } from "vitest";
import { pageCount, parseAdminList } from "./admin-list";
import { limitOffset } from "../../server/db/paging";

const parse = (query: string) => parseAdminList(new URLSearchParams(query));

describe("parseAdminList", () => {
  it("reads page, size, sort and search text", () => {
    expect(parse("page=3&size=50&sort=oldest&q=%20acme%20")).toEqual({ page: 3, size: 50, sort: "oldest", q: "acme" });
  });

  it("falls back to page 1, 25 rows, newest first for missing or bad values", () => {
    expect(parse("")).toEqual({ page: 1, size: 25, sort: "newest", q: "" });
    expect(parse("page=0&size=30&sort=random")).toEqual({ page: 1, size: 25, sort: "newest", q: "" });
    expect(parse("page=abc&size=-10")).toMatchObject({ page: 1, size: 25 });
    for (const size of [10, 25, 50, 100]) expect(parse(`size=${size}`).size).toBe(size);
  });

  it("cuts a long search text to 200 characters", () => {
    expect(parse(`q=${"x".repeat(500)}`).q).toHaveLength(200);
  });
});

describe("paging", () => {
  it("turns a page into limit and offset, and counts pages (at least one)", () => {
    expect(limitOffset(1, 25)).toEqual({ limit: 25, offset: 0 });
    expect(limitOffset(3, 10)).toEqual({ limit: 10, offset: 20 });
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(101, 25)).toBe(5);
  });
});
