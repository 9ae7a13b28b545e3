/**
 * The 3-D Secure client secret lets whoever holds it answer the bank's challenge for that payment: it is
 * kept only while the attempt waits for the buyer, dropped from the attempt once it is settled (paid,
 * refused, or given up), and never written to the log.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signupRequests } from "../../db/schema";
import { recoverAbandonedSignups } from "../../server/signup/recovery";
import { ACTION_LEASE_MS, INCOMPLETE_WINDOW_MS } from "../../server/signup/settle";
import { DATABASES } from "../support/databases";
import { emailToken, paymentMethod, registration, THREE_DS_CARD } from "../support/signup";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(DATABASES)("the 3-D Secure client secret on %s", (database) => {
  let server: TestServer;
  let offsetMs = 0;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { RATE_LIMIT_FACTOR: "1000" },
      overrides: { clock: () => new Date(Date.now() + offsetMs) },
    });
  });
  afterAll(() => server.close());

  const attempt = async (key: string) =>
    (await server.services.db.select().from(signupRequests).where(eq(signupRequests.idempotencyKey, key)))[0]!;

  /** Posts a 3-D Secure order; returns it and the client secret handed to the browser. */
  async function waitingOrder(email: string) {
    const body = registration(email, {
      email_token: await emailToken(server, email),
      paymentMethodId: await paymentMethod(server, THREE_DS_CARD),
    });
    const first = await server.post("/api/register-plan", body);
    expect(first.status).toBe(202);
    const secret = first.body.data.client_secret as string;
    expect(secret).toContain("_secret_");
    // Kept while the buyer may still answer the bank.
    expect((await attempt(body.idempotency_key)).payment?.clientSecret).toBe(secret);
    return { body, secret };
  }

  const noSecretAnywhere = async (key: string, secret: string) => {
    const row = await attempt(key);
    expect(row.payment).not.toBeNull();
    expect(row.payment).not.toHaveProperty("clientSecret");
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(server.logs)).not.toContain(secret);
  };

  it("is dropped once the payment is authenticated and the account written", async () => {
    const { body, secret } = await waitingOrder("secret.paid@example.com");
    expect((await server.post("/api/sandbox/challenges", { client_secret: secret, outcome: "complete" })).status).toBe(
      200,
    );
    expect((await attempt(body.idempotency_key)).status).toBe("succeeded");
    await noSecretAnywhere(body.idempotency_key, secret);
  });

  it("is dropped once the bank refuses the payment", async () => {
    const { body, secret } = await waitingOrder("secret.refused@example.com");
    expect((await server.post("/api/sandbox/challenges", { client_secret: secret, outcome: "fail" })).status).toBe(200);
    expect((await server.post("/api/register-plan", body)).status).toBe(402);
    expect((await attempt(body.idempotency_key)).status).toBe("failed");
    await noSecretAnywhere(body.idempotency_key, secret);
  });

  it("is dropped once the waiting payment is given up", async () => {
    const { body, secret } = await waitingOrder("secret.gone@example.com");
    offsetMs += ACTION_LEASE_MS + INCOMPLETE_WINDOW_MS + 1000;
    await recoverAbandonedSignups(server.services);
    expect((await attempt(body.idempotency_key)).status).toBe("failed");
    await noSecretAnywhere(body.idempotency_key, secret);
  });
});
