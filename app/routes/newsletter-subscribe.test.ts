import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createRateLimits } from "../../server/rate-limit";
import type { Services } from "../../server/services";
import { NEWSLETTER_SUCCESS_MESSAGE } from "../domain/newsletter-messages";
import { SCRIPT_FIELD } from "../lib/form-action";
import { postToAction } from "../../tests/support/route-action";
import { action } from "./newsletter-subscribe";

const requestSubscription = vi.hoisted(() => vi.fn(async () => ({ mailed: true })));
vi.mock("../../server/newsletter/subscriptions", () => ({ requestSubscription }));

type Answered = {
  ok: boolean;
  code?: string;
  message?: string;
  reply?: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[]> };
};

describe("the newsletter forms' route action", () => {
  let rateLimits: ReturnType<typeof createRateLimits>;
  const log = { error: vi.fn() };
  beforeEach(() => {
    rateLimits = createRateLimits({ factor: 1, policies: { newsletter: { points: 2, durationSeconds: 600 } } });
    requestSubscription.mockClear();
    log.error.mockClear();
  });

  const contextOf = (clientIp: string) =>
    ({
      clientIp,
      cspNonce: "",
      publicEnv: {},
      services: { rateLimits, log } as unknown as Services,
    }) as unknown as AppLoadContext;
  const answered = (fields: Record<string, string>, clientIp = "198.51.100.7") =>
    postToAction<Answered>(action, fields, contextOf(clientIp), "/newsletter/subscribe");

  it("refuses a plain post's invalid address with the posting form's own message and gives the text back", async () => {
    const footer = await answered({ email: "not-an-email", source: "footer" });
    expect(footer.status).toBe(400);
    expect(footer.data).toMatchObject({
      ok: false,
      code: "validation_failed",
      message: "Please enter a valid email address",
      reply: {
        error: { email: ["Please enter a valid email address"] },
        initialValue: { email: "not-an-email", source: "footer" },
      },
    });
    const popup = await answered({ email: "", source: "popup" });
    expect(popup.data).toMatchObject({
      code: "validation_failed",
      message: "Please Enter Email",
      reply: { error: { email: ["Please Enter Email"] }, initialValue: { source: "popup" } },
    });
    expect((await answered({ email: "nope@", source: "popup" })).data.message).toBe("Please enter valid email");
    expect(requestSubscription).not.toHaveBeenCalled();
  });

  it("redirects a plain post that subscribed (post/redirect/get) and answers a fetcher's with the message", async () => {
    const plain = await answered({ email: " Ada@Example.com ", source: "popup" });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("Location")).toBe("/newsletter/subscribe?status=sent");
    expect(requestSubscription).toHaveBeenCalledWith(expect.anything(), {
      email: "Ada@Example.com",
      source: "popup",
      ip: "198.51.100.7",
    });

    const fetched = await answered({ email: "bo@example.com", source: "footer", [SCRIPT_FIELD]: "1" });
    expect(fetched.status).toBe(200);
    expect(fetched.data).toEqual({ ok: true, message: NEWSLETTER_SUCCESS_MESSAGE, reply: { initialValue: null } });
  });

  it("counts a client by its IPv6 /64, as POST /api/newsletter does: a fresh address in the network is the same client", async () => {
    const sent = (ip: string) => answered({ email: "six@example.com", [SCRIPT_FIELD]: "1" }, ip);
    const accepted = { ok: true, message: NEWSLETTER_SUCCESS_MESSAGE, reply: { initialValue: null } };
    expect((await sent("2001:db8:5:6::1")).data).toEqual(accepted);
    expect((await sent("2001:db8:5:6::2")).data).toEqual(accepted);
    const limited = await sent("2001:db8:5:6:abcd::3");
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({
      ok: false,
      code: "rate_limited",
      message: "Too many requests. Please try again later.",
    });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another network is another client.
    expect((await sent("2001:db8:5:7::1")).data).toEqual(accepted);
  });

  it("answers an unexpected failure with the generic message (503) and logs it", async () => {
    requestSubscription.mockRejectedValueOnce(new Error("database away"));
    const failed = await answered({ email: "down@example.com", source: "footer" });
    expect(failed.status).toBe(503);
    expect(failed.data).toMatchObject({
      ok: false,
      code: "unavailable",
      message: "Oops...something went wrong.",
      reply: { initialValue: { email: "down@example.com" } },
    });
    expect(log.error).toHaveBeenCalledOnce();
  });
});
