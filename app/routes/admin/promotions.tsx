/**
 * `/admin/promotions` (owner, marketing): create a promotion code (labels from the documented contract),
 * list the codes with their redemptions, deactivate one. Codes are never deleted once redeemed.
 * Every loader and action passes `requireOperator` first; creating and deactivating are audited.
 */
import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/promotions";
import { ADMIN_SECTIONS } from "../../domain/admin-access";
import { parseAdminList } from "../../domain/admin-list";
import { formatMoney } from "../../domain/money";
import { createPromotionSchema, deactivatePromotionSchema, PROMOTION_MESSAGES } from "../../domain/promotions";
import { fieldErrors } from "../../domain/validation";
import { DataTable } from "../../components/admin/data-table";
import { formatDateTime } from "../../components/admin/format";
import { RowActionForm } from "../../components/admin/row-action-form";
import { PageHeader } from "../../components/admin/page-header";
import { Pagination } from "../../components/admin/pagination";
import { SearchForm } from "../../components/admin/search-form";
import { StatusBadge } from "../../components/admin/status-badge";
import { PromotionForm, type PromotionActionData } from "../../components/admin/promotion-form";
import { loadPromotionsPage, savePromotion, stopPromotion } from "./promotions.server";
import { requireOperator } from "./guard.server";
import { consoleHandle, consoleMeta } from "./meta";

export const handle = consoleHandle;
export const meta: Route.MetaFunction = () => consoleMeta(ADMIN_SECTIONS.promotions.label);

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireOperator(args, "promotions");
  return loadPromotionsPage(services.db, parseAdminList(new URL(args.request.url)));
}

export async function action(args: Route.ActionArgs) {
  const { operator, services, ipHash } = await requireOperator(args, "promotions");
  const body = await args.request.formData();
  const form: Record<string, unknown> = Object.fromEntries(body);
  // Checkbox groups arrive as repeated fields.
  form.plan_ids = body.getAll("plan_ids");
  form.plan_type_ids = body.getAll("plan_type_ids");
  const actor = { operatorId: operator.id, ipHash, now: services.clock() };
  if (form.intent === "deactivate") {
    const parsed = deactivatePromotionSchema.safeParse(form);
    const code = parsed.success ? await stopPromotion(services.db, actor, parsed.data.id) : undefined;
    if (!code) return data<PromotionActionData>({ ok: false, message: "No such promotion code." }, { status: 404 });
    return data<PromotionActionData>({ ok: true, message: `${PROMOTION_MESSAGES.deactivated} (${code})` });
  }
  const parsed = createPromotionSchema.safeParse(form);
  if (!parsed.success) return data<PromotionActionData>({ ok: false, message: "Check the promotion code.", errors: fieldErrors(parsed.error) }, { status: 400 });
  const result = await savePromotion(services.db, actor, parsed.data);
  if (!result.ok) return data<PromotionActionData>({ ok: false, message: result.message, errors: { [result.field]: result.message } }, { status: 409 });
  return data<PromotionActionData>({ ok: true, message: `${PROMOTION_MESSAGES.created} (${result.promotion.code})` });
}

type Row = Awaited<ReturnType<typeof loader>>["page"]["rows"][number];

/** "20%" or "S$10.00" (every currency named). */
function discountText(row: Row, currencies: Awaited<ReturnType<typeof loader>>["currencies"]): string {
  if (row.percentOff !== null) return `${row.percentOff}%`;
  return Object.entries(row.amountOff ?? {})
    .map(([code, minor]) => {
      const currency = currencies.find((c) => c.code === code);
      return currency ? formatMoney(minor, currency) : `${code} ${minor}`;
    })
    .join(", ");
}

const durationText = (row: Row) => (row.duration === "once" ? "Once" : row.duration === "forever" ? "Forever" : `${row.durationInMonths} months`);

export default function Promotions() {
  const { page, currencies } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Promotions" description="Promotion codes for the pricing page (/pricing?promo=CODE). Codes are never deleted once used; deactivate them instead." />
      <PromotionForm currencies={currencies} />
      <SearchForm label="Search by code" />
      <DataTable
        caption="Promotion codes"
        captionHidden
        rows={page.rows}
        rowKey={(row) => row.id}
        empty="No promotion code yet."
        columns={[
          { header: "Code", cell: (row) => <span className="font-mono font-semibold">{row.code}</span> },
          { header: "Discount", cell: (row) => discountText(row, currencies) },
          { header: "Duration", cell: durationText },
          { header: "Applies to", cell: (row) => `${row.planIds.map((id) => (id === 1 ? "Pro" : "Team")).join(", ")} · ${row.planTypeIds.map((id) => (id === 1 ? "Monthly" : "Yearly")).join(", ")}` },
          { header: "Valid", cell: (row) => `${row.startsAt ? formatDateTime(row.startsAt) : "now"} – ${row.expiresAt ? formatDateTime(row.expiresAt) : "no expiry"}`, className: "whitespace-nowrap" },
          { header: "Redemptions", cell: (row) => `${row.redemptions}${row.maxRedemptions !== null ? ` of ${row.maxRedemptions}` : ""}${row.reserved > 0 ? ` (+${row.reserved} in checkout)` : ""}` },
          { header: "Status", cell: (row) => (row.active ? <StatusBadge tone="success">Active</StatusBadge> : <StatusBadge>Inactive</StatusBadge>) },
          { header: "Actions", cell: (row) => (row.active ? <RowActionForm intent="deactivate" fields={{ id: row.id }} button="Deactivate" buttonLabel={`Deactivate ${row.code}`} /> : null) },
        ]}
      />
      <Pagination page={page.page} size={page.size} total={page.total} label="promotion codes" />
    </>
  );
}
