import { describe, expect, it } from "vitest";
import { blogListSchema, pageCount, pageOffset, pageWindow, parsePageParam, tagPath, tagSlug } from "./blog";

describe("blog paging maths", () => {
  it.each([
    [0, 9, 1],
    [1, 9, 1],
    [9, 9, 1],
    [10, 9, 2],
    [13, 9, 2],
    [18, 9, 2],
    [19, 9, 3],
  ])("%i posts at %i per page make %i page(s)", (count, size, pages) => {
    expect(pageCount(count, size)).toBe(pages);
  });

  it("offsets pages from 1", () => {
    expect(pageOffset(1, 9)).toBe(0);
    expect(pageOffset(3, 9)).toBe(18);
  });

  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [1, 9, [1, 2, 3, 4, 5]],
    [3, 9, [1, 2, 3, 4, 5]],
    [5, 9, [3, 4, 5, 6, 7]],
    [8, 9, [5, 6, 7, 8, 9]],
    [9, 9, [5, 6, 7, 8, 9]],
  ])("page %i of %i shows links %j", (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it.each([
    [null, { page: 1 }],
    ["1", { page: 1 }],
    ["12", { page: 12 }],
    ["0", { invalid: true }],
    ["-1", { invalid: true }],
    ["2.5", { invalid: true }],
    ["02", { invalid: true }],
    ["abc", { invalid: true }],
    ["", { invalid: true }],
    ["9999999999", { invalid: true }],
  ])("?page=%j parses as %j", (value, expected) => {
    expect(parsePageParam(value)).toEqual(expected);
  });
});

describe("blogListSchema", () => {
  it("accepts limits 1 to 50 and pages from 1", () => {
    expect(blogListSchema.safeParse({ limit: 1, page: 1 }).success).toBe(true);
    expect(blogListSchema.safeParse({ limit: 50, page: 1000 }).success).toBe(true);
  });

  it.each([
    { limit: 0, page: 1 },
    { limit: 51, page: 1 },
    { limit: 9, page: 0 },
    { limit: 9.5, page: 1 },
    { limit: "9", page: 1 },
    { limit: 9 },
  ])("rejects %j", (body) => {
    expect(blogListSchema.safeParse(body).success).toBe(false);
  });
});

describe("tagSlug and tagPath", () => {
  it.each([
    ["Compliance", "compliance"],
    ["KYC", "kyc"],
    ["Mortgage Brokers", "mortgage-brokers"],
    ["E-Signatures", "e-signatures"],
    ["  Best  Practices! ", "best-practices"],
    ["Résumé & CV", "resume-cv"],
  ])("%j → %j", (tag, slug) => {
    expect(tagSlug(tag)).toBe(slug);
    expect(tagSlug(slug)).toBe(slug);
  });

  it("page 1 is the plain path, later pages carry ?page=", () => {
    expect(tagPath("Client Experience")).toBe("/blog/tag/client-experience");
    expect(tagPath("Client Experience", 1)).toBe("/blog/tag/client-experience");
    expect(tagPath("Client Experience", 3)).toBe("/blog/tag/client-experience?page=3");
  });
});
