import { afterEach, describe, expect, it, vi } from "vitest";
import { errorMessageOf, GENERIC_ERROR_MESSAGE } from "../domain/messages";
import { getJson, postJson } from "./api";

const answer = (status: number, body: unknown, contentType = "application/json") =>
  vi.fn(
    async () =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), {
        status,
        headers: { "Content-Type": contentType },
      }),
  );

afterEach(() => vi.unstubAllGlobals());

describe("API client failure messages", () => {
  it("shows the server's message for a 4xx, with its field errors", async () => {
    vi.stubGlobal("fetch", answer(400, { message: "Please Enter Email", errors: { email: "Please Enter Email" } }));
    expect(await postJson("/api/newsletter", {})).toEqual({
      ok: false,
      status: 400,
      message: "Please Enter Email",
      errors: { email: "Please Enter Email" },
    });
  });

  it.each([500, 502, 503])("shows the server's message for a %i too", async (status) => {
    vi.stubGlobal(
      "fetch",
      answer(status, { message: "The newsletter is unavailable right now. Please try again later." }),
    );
    expect(await postJson("/api/newsletter", { email: "a@b.co" })).toMatchObject({
      ok: false,
      status,
      message: "The newsletter is unavailable right now. Please try again later.",
    });
  });

  it("falls back to the generic message when the body says nothing usable", async () => {
    vi.stubGlobal("fetch", answer(502, "<h1>502 Bad Gateway</h1>", "text/html"));
    expect(await getJson("/api/geo")).toMatchObject({
      ok: false,
      status: 502,
      message: "Oops...something went wrong.",
    });
    vi.stubGlobal("fetch", answer(500, { message: "  " }));
    expect(await getJson("/api/geo")).toMatchObject({ message: GENERIC_ERROR_MESSAGE });
  });

  it("gives a network failure the generic message and lets an abort through", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await getJson("/api/geo")).toEqual({ ok: false, status: 0, message: GENERIC_ERROR_MESSAGE });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new DOMException("aborted", "AbortError"))),
    );
    await expect(getJson("/api/geo")).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("errorMessageOf", () => {
  it("prefers the server's message, then the error's own, then the generic one", () => {
    expect(errorMessageOf({ message: "Code is wrong." }, new Error("ignored"))).toBe("Code is wrong.");
    expect(errorMessageOf({ message: "" }, new Error("Your card was declined."))).toBe("Your card was declined.");
    expect(errorMessageOf(undefined, new Error(""))).toBe("Oops...something went wrong.");
    expect(errorMessageOf("text", "not an error")).toBe("Oops...something went wrong.");
  });
});
