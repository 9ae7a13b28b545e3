/**
 * `/admin/orders/:key/documents/:kind/:id.pdf` (owner, support): an invoice or credit note of this
 * order as the console links it; a document of another order is a 404. Stripe's own documents are
 * linked directly and never pass here.
 */
import type { Route } from "./+types/order-document";
import { documentPdf, documentsOfSubscription, pdfHeaders } from "../../../server/invoices/queries";
import { findOrder } from "../../../server/orders/queries";
import { requireOperator } from "../../server/console/guard.server";

const notFound = () => new Response("No such document.", { status: 404, headers: { "Cache-Control": "no-store" } });

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireOperator(args, "orders");
  const kind = args.params.kind === "credit-note" ? "credit_note" : args.params.kind === "invoice" ? "invoice" : null;
  const id = Number(/^(\d{1,9})\.pdf$/.exec(args.params.file)?.[1]);
  const order = await findOrder(services.db, args.params.key);
  if (!kind || !id || !order?.subscriptionId) return notFound();
  const mine = await documentsOfSubscription(services.db, order.subscriptionId);
  if (!mine.some((d) => d.kind === kind && d.id === id)) return notFound();
  const found = await documentPdf(services.db, { kind, id });
  if (!found?.pdf) return notFound();
  return new Response(new Uint8Array(found.pdf), { headers: pdfHeaders(found.number) });
}
