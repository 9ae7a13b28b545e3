import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { createRateLimits } from "../../server/rate-limit";
import type { Services } from "../../server/services";
import { newsletterRateLimited } from "./newsletter.server";

describe("the newsletter form's rate limit (posts without script)", () => {
  const rateLimits = createRateLimits({ factor: 1, policies: { newsletter: { points: 2, durationSeconds: 600 } } });
  const contextOf = (clientIp: string) => ({ clientIp, cspNonce: "", publicEnv: {}, services: { rateLimits } as unknown as Services }) as unknown as AppLoadContext;

  it("counts a client by its IPv6 /64, as POST /api/newsletter does: a fresh address in the network is the same client", async () => {
    expect(await newsletterRateLimited(contextOf("2001:db8:5:6::1"))).toBeUndefined();
    expect(await newsletterRateLimited(contextOf("2001:db8:5:6::2"))).toBeUndefined();
    expect(await newsletterRateLimited(contextOf("2001:db8:5:6:abcd::3"))).toBe("Too many requests. Please try again later.");
    // Another network is another client.
    expect(await newsletterRateLimited(contextOf("2001:db8:5:7::1"))).toBeUndefined();
  });
});
