/**
 * A paid sign-up through the public API, as a client integrating with it would: the e-mail code read from
 * the test mailbox, a sandbox card, then the registration (Pro, monthly, USD: $20.71 in all; or Team). For
 * tests that need an account or an order to exist, not the sign-up pages themselves (tests/e2e/pricing.spec.ts
 * drives those).
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { PRO_MONTHLY_USD, TEAM_3_YEARLY_SGD } from "../../support/plan-data";
import { allMail, waitForMail } from "./mailbox";

const GOOD_CARD = "4242 4242 4242 4242";

/** The newest verification code mailed to `email` after `after` mails. */
export async function verificationCodeFor(email: string, after = 0): Promise<string> {
  const mail = await waitForMail(email, /verification code/, { after });
  const code = /code is: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code;
}

/** The orders a test can buy: Pro monthly in USD ($20.71), or Team with 3 users yearly in SGD (S$730.30). */
const ORDERS = {
  pro: PRO_MONTHLY_USD,
  team: TEAM_3_YEARLY_SGD,
} as const;

/**
 * Buys `order` (Pro monthly in USD by default) for `email` (buyer Ada Quinn, Quinn Tax Services, in
 * Singapore) with the sandbox's good card.
 * @returns the order's idempotency key (its key in the console)
 */
export async function purchaseViaApi(
  request: APIRequestContext,
  email: string,
  order: keyof typeof ORDERS = "pro",
): Promise<string> {
  const before = allMail().length;
  expect(
    (await request.post("/api/resend-email-code", { data: { email, first_name: "Ada", last_name: "Quinn" } })).status(),
  ).toBe(200);
  const verified = await request.post("/api/verify-email-code", {
    data: { email, code: await verificationCodeFor(email, before) },
  });
  const card = await request.post("/api/sandbox/payment-methods", {
    data: { number: GOOD_CARD, exp_month: 12, exp_year: new Date().getFullYear() + 1, cvc: "123" },
  });
  const key = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}`;
  const registered = await request.post("/api/register-plan", {
    data: {
      first_name: "Ada",
      last_name: "Quinn",
      email,
      country_id: 192,
      company_name: "Quinn Tax Services",
      mobile: "",
      password: "Quinn#2025",
      paymentMethodId: ((await card.json()) as { data: { id: string } }).data.id,
      plan_data: ORDERS[order],
      email_token: ((await verified.json()) as { data: { email_token: string } }).data.email_token,
      idempotency_key: key,
    },
  });
  expect(registered.status()).toBe(200);
  return key;
}
