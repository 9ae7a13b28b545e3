/**
 * `npm run sandbox:renew -- <email> [--fail]`: moves the sandbox subscription of <email> to its next
 * period, as Stripe's billing does at a renewal, with its payment taken or (with --fail) declined; the
 * running server then receives the events Stripe would send (`invoice.paid` or
 * `invoice.payment_failed`, and `customer.subscription.updated`), moves the period and mails a receipt,
 * or marks the subscription past due and mails the customer. Talks to the running server (the embedded
 * database belongs to it) at SANDBOX_URL, else http://127.0.0.1:$PORT (3000), proving itself with a
 * key derived from the webhook secret: STRIPE_WEBHOOK_SECRET, or the one generated into $DATA_DIR.
 */
import { loadCaptchaKey } from "../server/secrets/captcha-key";
import { webhookSecretFrom } from "../server/payments/webhook";
import { RENEWAL_KEY_HEADER, renewalKey } from "../server/api/sandbox-payments";

const args = process.argv.slice(2);
const email = args.find((a) => !a.startsWith("--"));
if (!email || args.some((a) => a.startsWith("--") && a !== "--fail")) {
  console.error("usage: npm run sandbox:renew -- <email> [--fail]");
  process.exit(2);
}
const env = process.env;
const key = await loadCaptchaKey({ configuredKey: env.CAPTCHA_HMAC_KEY, dataDir: env.DATA_DIR ?? "./data" });
const secret = webhookSecretFrom(env.STRIPE_WEBHOOK_SECRET, key);
const base = (env.SANDBOX_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`).replace(/\/+$/, "");
const response = await fetch(`${base}/api/sandbox/renewals`, {
  method: "POST",
  headers: { "content-type": "application/json", [RENEWAL_KEY_HEADER]: renewalKey(secret) },
  body: JSON.stringify({ email, fail: args.includes("--fail") }),
}).catch((error: unknown) => {
  console.error(
    `Could not reach the server at ${base} (is it running? set SANDBOX_URL or PORT): ${(error as Error).message}`,
  );
  process.exit(1);
});
const body = (await response.json().catch(() => ({}))) as {
  message?: string;
  data?: { status: string; current_period_end: string };
};
if (!response.ok) {
  console.error(`${response.status}: ${body.message ?? "renewal refused"}`);
  process.exit(1);
}
console.log(`${body.message} Status ${body.data?.status}; current period ends ${body.data?.current_period_end}.`);
