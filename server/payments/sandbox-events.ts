/**
 * Delivery of the sandbox's events: each is given an id, signed with the webhook secret exactly as
 * Stripe signs its deliveries, and handed to the webhook's own receiving function (signature check,
 * once-per-id, the same handler), in-process; see server/payments/webhook.ts for why not over HTTP.
 * A delivery that fails is logged; the recovery job settles what a lost first-invoice event would have.
 */
import { randomBytes } from "node:crypto";
import type { Services } from "../services";
import { handleProviderEvent } from "../billing/provider-events";
import type { SandboxEventSink } from "./sandbox";
import { eventPayload, receiveWebhook, signPayload } from "./webhook";

/** A sink posting to the webhook handler of the services `get` returns (bound after they exist). */
export function createSandboxEventSink(get: () => Services): SandboxEventSink {
  return {
    async emit(events) {
      const services = get();
      for (const e of events) {
        const payload = eventPayload(
          `evt_sandbox_${randomBytes(12).toString("base64url")}`,
          e.type,
          services.clock(),
          e.object,
          e.previousAttributes,
        );
        try {
          const answer = await receiveWebhook(
            services,
            services.webhookSecret,
            payload,
            signPayload(payload, services.webhookSecret),
            handleProviderEvent,
          );
          if (!answer.ok)
            services.log.error({ type: e.type, code: answer.code }, "sandbox event refused by the webhook");
        } catch (error) {
          services.log.error({ err: error, type: e.type }, "sandbox event could not be handled");
        }
      }
    },
  };
}
