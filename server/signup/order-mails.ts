/** Sends the welcome and receipt mails of a completed sign-up; a failure is logged, never thrown. */
import type { Services } from "../services";
import { receiptMail, welcomeMail, type OrderFacts } from "./mails";

/** Queues both mails in the outbox (delivered now, or retried by the outbox worker). */
export async function sendOrderMails(services: Services, order: OrderFacts): Promise<void> {
  for (const [kind, content] of [
    ["welcome", welcomeMail(order)],
    ["receipt", receiptMail(order)],
  ] as const) {
    try {
      await services.mailer.send({ to: order.email, ...content, kind });
    } catch (error) {
      services.log.error({ err: error, kind }, "could not queue a sign-up mail");
    }
  }
}
