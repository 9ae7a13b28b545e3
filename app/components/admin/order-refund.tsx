/**
 * The order page's refund (the documented contract "Orders"): a "Refund" button opens a `<dialog>` with "Refund
 * amount" (what is left, in major units), a reason and "Confirm refund". Without script the button is a
 * GET to `?refund=1`, which renders the same dialog open in the page; the form posts to the route action
 * either way. The form's nonce makes a double submit refund once.
 */
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form, Link, useActionData, useFetcher, useSearchParams, type FetcherWithComponents } from "react-router";
import { refundFormSchema } from "../../domain/admin-orders";
import { type FormResult } from "../../lib/form-action";
import { validateWith } from "../../lib/form-validation";
import { FormField } from "./form-field";
import { FormNotice } from "./form-notice";

/** The refund action's answer (app/server/console/orders.server.ts `refundAction`). */
type RefundAnswer = FormResult<{ message: string }>;

export function RefundPanel({
  nonce,
  refundDefault,
  refundableText,
  card,
}: {
  nonce: string;
  refundDefault: string;
  refundableText: string;
  card: { brand: string; last4: string } | null;
}) {
  const fetcher = useFetcher<RefundAnswer>();
  const actionData = useActionData<RefundAnswer>();
  const answer = fetcher.data ?? actionData;
  const [params] = useSearchParams();
  const dialog = useRef<HTMLDialogElement>(null);
  const requested = params.get("refund") === "1";

  // A refund made: the dialog closes and the page (reloaded by the router) shows the new figures.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) dialog.current?.close();
  }, [fetcher.state, fetcher.data]);

  return (
    <section aria-labelledby="refund-heading" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="refund-heading" className="text-lg font-semibold">
        Refund
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Left to refund: <strong className="text-ink">{refundableText}</strong>
        {card ? `, to the ${card.brand} card ending in ${card.last4}` : ""}. The customer is mailed.
      </p>
      <FormNotice answer={answer} className="mt-3" />
      <Form method="get" className="mt-3">
        <button
          type="submit"
          name="refund"
          value="1"
          className="btn btn-primary"
          onClick={(event) => {
            event.preventDefault();
            if (dialog.current && !dialog.current.open) dialog.current.showModal();
          }}
        >
          Refund
        </button>
      </Form>
      <dialog
        ref={dialog}
        open={requested || undefined}
        aria-labelledby="refund-dialog-heading"
        className="m-auto w-full max-w-md rounded-lg border border-line bg-surface p-5 shadow-xl backdrop:bg-slate-900/50"
      >
        <h3 id="refund-dialog-heading" className="text-lg font-semibold">
          Refund this order
        </h3>
        <p className="mt-1 text-sm text-ink-muted">
          At most {refundableText}. The payment provider refunds it to the card paid with.
        </p>
        <RefundForm
          key={nonce}
          fetcher={fetcher}
          answer={answer}
          nonce={nonce}
          refundDefault={refundDefault}
          requested={requested}
          dialog={dialog}
        />
      </dialog>
    </section>
  );
}

/**
 * The dialog's form, one per nonce (the page keys it): a refund made brings a new nonce and what is left
 * as the new default, so the form starts afresh with them.
 */
function RefundForm({
  fetcher,
  answer,
  nonce,
  refundDefault,
  requested,
  dialog,
}: {
  fetcher: FetcherWithComponents<RefundAnswer>;
  answer: RefundAnswer | undefined;
  nonce: string;
  refundDefault: string;
  requested: boolean;
  dialog: React.RefObject<HTMLDialogElement | null>;
}) {
  const [form, fields] = useForm({
    id: "refund",
    lastResult: answer?.reply,
    defaultValue: { amount: refundDefault, nonce },
    onValidate: validateWith(refundFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="nonce" value={nonce} />
      <FormField id={fields.amount.id} label="Refund amount" error={fields.amount.errors?.[0]}>
        {() => (
          <input
            {...getInputProps(fields.amount, { type: "text" })}
            inputMode="decimal"
            autoComplete="off"
            required
            className="input mt-1"
          />
        )}
      </FormField>
      <FormField id={fields.reason.id} label="Reason" error={fields.reason.errors?.[0]}>
        {() => (
          <textarea {...getTextareaProps(fields.reason)} required maxLength={500} rows={3} className="input mt-1" />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
          Confirm refund
        </button>
        <Link
          to="."
          className="rounded-md border border-line-strong px-3 py-1.5 text-sm font-semibold hover:bg-surface-muted"
          onClick={(event) => {
            if (dialog.current?.open && !requested) {
              event.preventDefault();
              dialog.current.close();
            }
          }}
        >
          Cancel
        </Link>
      </div>
    </fetcher.Form>
  );
}
