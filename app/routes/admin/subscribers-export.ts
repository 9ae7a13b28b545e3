/**
 * `/admin/subscribers/export.csv` (owner, marketing): the confirmed subscribers matching the current
 * search, with the columns of `npm run newsletter:export` (`email,confirmed_at,source`); pending and
 * unsubscribed addresses are never exported. Audit-logged as an export.
 */
import type { Route } from "./+types/subscribers-export";
import { csvHeaders } from "../../../server/csv";
import { recordExport } from "../../server/console/audit.server";
import { requireOperator } from "../../server/console/guard.server";
import { subscriberQueryOf, subscribersCsv } from "../../server/console/subscribers.server";

export async function loader(args: Route.LoaderArgs) {
  const { operator, services, ipHash } = await requireOperator(args, "subscribers");
  const query = subscriberQueryOf(new URL(args.request.url));
  const { csv, rows } = await subscribersCsv(services.db, query.q);
  await recordExport(services.db, {
    operatorId: operator.id,
    ipHash,
    target: "subscribers",
    rows,
    filter: { q: query.q, sort: query.sort, status: "confirmed" },
  });
  return new Response(csv, { headers: csvHeaders(`subscribers-${services.clock().toISOString().slice(0, 10)}.csv`) });
}
