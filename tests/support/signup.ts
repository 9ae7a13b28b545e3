/** Helpers for the sign-up API tests: read the mailed code, get an email token, make a sandbox card. */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { ChargeRequest } from "../../server/payments/types";
import type { TestServer } from "./test-server";

/** The valid test card. */
export const GOOD_CARD = "4242 4242 4242 4242";
/** The sandbox's card that asks for 3-D Secure (paid only once the challenge is completed). */
export const THREE_DS_CARD = "4000 0027 6000 3184";
/** The sandbox's card the bank declines ("Your card was declined."). */
export const DECLINED_CARD = "4000 0000 0000 0002";

/** The latest verification code mailed to `email`. */
export function lastCode(server: TestServer, email: string): string {
  const mail = [...server.mails]
    .reverse()
    .find((m) => m.to === email.toLowerCase() && /verification code/.test(m.subject));
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Sends a code to `email` and exchanges it for an email token. */
export async function emailToken(server: TestServer, email: string): Promise<string> {
  const sent = await server.post("/api/resend-email-code", { email, first_name: "Mei Ling", last_name: "Tan" });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const verified = await server.post("/api/verify-email-code", { email, code: lastCode(server, email) });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.data.email_token as string;
}

/** A sandbox payment method for `number` (expiring two years ahead). */
export async function paymentMethod(server: TestServer, number = GOOD_CARD): Promise<string> {
  const res = await server.post("/api/sandbox/payment-methods", {
    number,
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
    cvc: "123",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as string;
}

import { TEAM_3_YEARLY_SGD } from "./plan-data";

export { TEAM_3_YEARLY_SGD };

/** A complete registration payload for `email`. */
export function registration(
  email: string,
  extra: { email_token: string; paymentMethodId: string } & Record<string, unknown>,
) {
  return {
    first_name: "Mei Ling",
    last_name: "Tan",
    email,
    country_id: 192,
    company_name: "Tan Advisory Pte. Ltd.",
    mobile: "",
    password: "Sleeve#2025",
    plan_data: TEAM_3_YEARLY_SGD,
    idempotency_key: randomUUID(),
    ...extra,
  };
}

/**
 * What the server asks the payment provider to charge for the Team plan, 3 users, yearly, in SGD
 * (S$670.00 + 9% tax = S$730.30, in cents), for the given key and payment method; `overrides` for the rest.
 */
export function teamYearlySgdCharge(
  idempotencyKey: string,
  paymentMethodId: string,
  overrides: Partial<ChargeRequest> = {},
): ChargeRequest {
  return {
    idempotencyKey,
    paymentMethodId,
    email: "mei.ling@tanadvisory.sg",
    name: "Mei Ling Tan",
    companyName: "Tan Advisory Pte. Ltd.",
    currency: "SGD",
    amount: 67000,
    taxAmount: 6030,
    total: 73030,
    interval: "year",
    description: "DocSleeve Team (Yearly), 1,200 Sleeves per year, 3 users",
    planCode: "team",
    ...overrides,
  };
}
