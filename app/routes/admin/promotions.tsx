/**
 * `/admin/promotions` (owner, marketing): create a promotion code (labels from the documented contract),
 * list the codes with their redemptions, edit what may change (expiry, max redemptions, active, plans and
 * billing periods; never the discount), deactivate one. Codes are never deleted once redeemed.
 * Every loader and action passes `requireOperator` first (support is refused with 403 there, not only
 * by a hidden link); creating, editing and deactivating are audited.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useFetcher, useLoaderData } from "react-router";
import type { Route } from "./+types/promotions";
import { ADMIN_SECTIONS } from "../../domain/admin-access";
import { parseAdminList } from "../../domain/admin-list";
import { formatMoney } from "../../domain/money";
import {
  createPromotionSchema,
  deactivatePromotionSchema,
  PROMOTION_MESSAGES,
  updatePromotionSchema,
} from "../../domain/promotions";
import { validateWith } from "../../lib/form-validation";
import { formAccepted, formRefusal, parseForm } from "../../lib/form-action.server";
import { DataTable } from "../../components/admin/data-table";
import { formatDateTime } from "../../components/admin/format";
import { CheckboxGroup, FormField } from "../../components/admin/form-field";
import { FormNotice, noticeOf } from "../../components/admin/form-notice";
import { RowActionForm } from "../../components/admin/row-action-form";
import { PageHeader } from "../../components/admin/page-header";
import { Pagination } from "../../components/admin/pagination";
import { SearchForm } from "../../components/admin/search-form";
import { StatusBadge } from "../../components/admin/status-badge";
import {
  PERIOD_CHOICES,
  PLAN_CHOICES,
  PromotionForm,
  type PromotionActionData,
} from "../../components/admin/promotion-form";
import { changePromotion, promotionsPage, savePromotion, stopPromotion } from "../../../server/promotions/manage";
import { requireOperator } from "../../server/console/guard.server";
import { consoleHandle, consoleMeta } from "../../components/admin/meta";

/** "Pro, Team": the labels of the chosen ids, as the form's checkboxes name them. */
const labelsOf = (choices: ReadonlyArray<readonly [number, string]>, ids: readonly number[]) =>
  ids.map((id) => choices.find(([choice]) => choice === id)?.[1] ?? String(id)).join(", ");

export const handle = consoleHandle;
export const meta: Route.MetaFunction = () => consoleMeta(ADMIN_SECTIONS.promotions.label);

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireOperator(args, "promotions");
  return promotionsPage(services.db, parseAdminList(new URL(args.request.url)));
}

export async function action(args: Route.ActionArgs) {
  const { operator, services, ipHash } = await requireOperator(args, "promotions");
  const form = await args.request.formData();
  const actor = { operatorId: operator.id, ipHash, now: services.clock() };
  const intent = form.get("intent");
  if (intent === "deactivate") {
    const submission = parseForm(form, deactivatePromotionSchema);
    if (submission.status !== "success") return formRefusal(submission);
    const result = await stopPromotion(services.db, actor, submission.value.id);
    if (!result.ok) return formRefusal(submission, result);
    return formAccepted(form, submission, { message: `${PROMOTION_MESSAGES.deactivated} (${result.value.code})` });
  }
  if (intent === "update") {
    const submission = parseForm(form, updatePromotionSchema);
    if (submission.status !== "success") return formRefusal(submission);
    const result = await changePromotion(services.db, actor, submission.value);
    if (!result.ok) return formRefusal(submission, onField(result));
    return formAccepted(form, submission, { message: `${PROMOTION_MESSAGES.updated} (${result.promotion.code})` });
  }
  const submission = parseForm(form, createPromotionSchema);
  if (submission.status !== "success") return formRefusal(submission);
  const result = await savePromotion(services.db, actor, submission.value);
  if (!result.ok) return formRefusal(submission, onField(result));
  return formAccepted(form, submission, { message: `${PROMOTION_MESSAGES.created} (${result.promotion.code})` });
}

/** A service refusal about one field (`field`): its message shown there too. */
function onField<F extends { field?: string; message: string }>(failure: F) {
  return failure.field ? { ...failure, errors: { [failure.field]: failure.message } } : failure;
}

type Row = Awaited<ReturnType<typeof loader>>["page"]["rows"][number];

/** `datetime-local` value of a date, in UTC as the form reads it ("2026-12-01T09:00"). */
const utcInput = (date: Date | string | null) => (date ? new Date(date).toISOString().slice(0, 16) : "");

/**
 * "Edit" of one code (a native `<details>`): expiry, max redemptions, active, plans and billing periods,
 * saved with "Save changes". The discount is shown, not editable, with the reason.
 */
function EditPromotion({ row, discount }: { row: Row; discount: string }) {
  const fetcher = useFetcher<PromotionActionData>();
  const answer = fetcher.data;
  const [form, fields] = useForm({
    id: `edit-${row.id}`,
    lastResult: answer?.reply,
    onValidate: validateWith(updatePromotionSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      expires_at: utcInput(row.expiresAt),
      max_redemptions: row.maxRedemptions === null ? "" : String(row.maxRedemptions),
    },
  });
  return (
    <details className="group">
      <summary className="cursor-pointer rounded-md border border-line-strong px-2 py-1 font-medium text-accent hover:bg-accent-soft">
        Edit<span className="sr-only"> {row.code}</span>
      </summary>
      <fetcher.Form
        method="post"
        {...getFormProps(form)}
        className="mt-2 grid w-72 gap-3 rounded-md border border-line bg-surface p-3 text-left"
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={row.id} />
        <p className="text-xs text-ink-muted">
          Discount: <strong>{discount}</strong>. {PROMOTION_MESSAGES.discountFixed}
        </p>
        <FormNotice answer={noticeOf(answer, "Check the changes.")} />
        <FormField id={fields.expires_at.id} label="Expires (UTC)" error={fields.expires_at.errors?.[0]}>
          {() => <input {...getInputProps(fields.expires_at, { type: "datetime-local" })} className="input mt-1" />}
        </FormField>
        <FormField id={fields.max_redemptions.id} label="Redemption limit" error={fields.max_redemptions.errors?.[0]}>
          {() => (
            <input
              {...getInputProps(fields.max_redemptions, { type: "number" })}
              min={1}
              step={1}
              inputMode="numeric"
              className="input mt-1"
            />
          )}
        </FormField>
        <label className="inline-flex items-center gap-1.5 text-sm">
          <input type="checkbox" name="active" defaultChecked={row.active} /> Active
        </label>
        <CheckboxGroup field={fields.plan_ids} legend="Plans" choices={PLAN_CHOICES} checked={row.planIds} />
        <CheckboxGroup
          field={fields.plan_type_ids}
          legend="Billing periods"
          choices={PERIOD_CHOICES}
          checked={row.planTypeIds}
        />
        <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
          Save changes<span className="sr-only"> to {row.code}</span>
        </button>
      </fetcher.Form>
    </details>
  );
}

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

const durationText = (row: Row) =>
  row.duration === "once" ? "Once" : row.duration === "forever" ? "Forever" : `${row.durationInMonths} months`;

export default function Promotions() {
  const { page, currencies } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Promotions"
        description="Promotion codes for the pricing page (/pricing?promo=CODE). Codes are never deleted once used; deactivate them instead."
      />
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
          {
            header: "Applies to",
            cell: (row) => `${labelsOf(PLAN_CHOICES, row.planIds)} · ${labelsOf(PERIOD_CHOICES, row.planTypeIds)}`,
          },
          {
            header: "Valid",
            cell: (row) =>
              `${row.startsAt ? formatDateTime(row.startsAt) : "now"} – ${row.expiresAt ? formatDateTime(row.expiresAt) : "no expiry"}`,
            className: "whitespace-nowrap",
          },
          {
            header: "Redemptions",
            cell: (row) =>
              `${row.redemptions}${row.maxRedemptions !== null ? ` of ${row.maxRedemptions}` : ""}${row.reserved > 0 ? ` (+${row.reserved} in checkout)` : ""}`,
          },
          {
            header: "Status",
            cell: (row) =>
              row.active ? <StatusBadge tone="success">Active</StatusBadge> : <StatusBadge>Inactive</StatusBadge>,
          },
          {
            header: "Actions",
            cell: (row) => (
              <div className="flex items-start gap-2">
                <EditPromotion row={row} discount={discountText(row, currencies)} />
                {row.active ? (
                  <RowActionForm
                    intent="deactivate"
                    fields={{ id: row.id }}
                    button="Deactivate"
                    buttonLabel={`Deactivate ${row.code}`}
                    schema={deactivatePromotionSchema}
                  />
                ) : null}
              </div>
            ),
          },
        ]}
      />
      <Pagination page={page.page} size={page.size} total={page.total} label="promotion codes" />
    </>
  );
}
