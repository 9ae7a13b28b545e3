/**
 * One post about one record, the console's only shape for it: deactivate an operator or a promotion code,
 * erase a subscriber or a contact message. The form carries the route action's `intent` and the record's
 * hidden fields; a destructive one (`confirm`) sits behind a native disclosure with a required
 * confirmation checkbox, so it is never one press away. It works as a plain post without script.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { Form, useFetcher, useNavigation } from "react-router";
import type { z } from "zod";
import type { ErrorCode } from "../../domain/error-codes";
import { type FormReply } from "../../lib/form-action";
import { validateWith } from "../../lib/form-validation";

/**
 * What a console action answers (a Conform form action's answer, app/lib/form-action.ts): a success with
 * its message, or a refusal with its code, message and Conform's reply.
 */
export type RowActionAnswer = { ok: boolean; message?: string; code?: ErrorCode; reply?: FormReply };

/** The confirmation step of a destructive action. */
export interface RowActionConfirm {
  /** The disclosure's visible summary (e.g. "Erase"); `summaryHidden` is appended for screen readers only. */
  summary: string;
  summaryHidden?: string;
  /** The label of the required checkbox (posted as `confirm=yes`). */
  checkbox: string;
  /** What the action does, shown above the checkbox. */
  description?: React.ReactNode;
}

export interface RowActionFormProps {
  /** The route action's `intent` field. */
  intent: string;
  /** Hidden fields naming the record, e.g. `{ id: 7 }`. */
  fields?: Record<string, string | number>;
  /** The submit button's text, and its accessible name when the text alone does not name the record. */
  button: string;
  buttonLabel?: string;
  confirm?: RowActionConfirm;
  /**
   * "row" (default): compact, inside a table cell. "panel": a section of its own on a detail page.
   */
  layout?: "row" | "panel";
  /**
   * Post as a page form rather than a fetcher: for an action whose record leaves the page (its answer is
   * the page's notice or a redirect), so the answer lands where the operator looks.
   */
  asPage?: boolean;
  /** Without script the answer comes back as the page's action data; the route passes it when it is this form's. */
  pageAnswer?: RowActionAnswer;
  /** The zod schema the action parses this post with: the browser checks it first (e.g. the confirmation). */
  schema?: z.ZodType;
}

const SIZES = {
  row: { button: "px-2 py-1 text-xs", summary: "text-sm font-medium", gap: "mt-1 gap-1", label: "text-xs" },
  panel: { button: "px-3 py-1.5 text-sm", summary: "text-sm font-semibold", gap: "mt-2 gap-2", label: "text-sm" },
} as const;

/** A per-record post (see the module comment); its failure message shows beside the button. */
export function RowActionForm({
  intent,
  fields = {},
  button,
  buttonLabel,
  confirm,
  layout = "row",
  asPage = false,
  pageAnswer,
  schema,
}: RowActionFormProps) {
  const fetcher = useFetcher<RowActionAnswer>();
  const navigation = useNavigation();
  const busy = asPage ? navigation.state !== "idle" : fetcher.state !== "idle";
  const FormTag = asPage ? Form : fetcher.Form;
  const answer = asPage ? pageAnswer : (fetcher.data ?? pageAnswer);
  // Only the confirmation is a field of the person's: the rest are hidden fields naming the record.
  const [form, controls] = useForm<{ confirm?: string }>({
    id: `${intent}-${Object.values(fields).join("-") || "form"}`,
    lastResult: answer?.reply,
    onValidate: schema ? validateWith(schema as z.ZodType<{ confirm?: string }>) : undefined,
    shouldValidate: "onSubmit",
  });
  const confirmField = controls.confirm;
  const error = confirmField.errors?.[0] ?? (answer && !answer.ok ? answer.message : undefined);
  const errorId = confirmField.errorId;
  const size = SIZES[layout];
  const body = (
    <FormTag
      method="post"
      {...getFormProps(form)}
      className={confirm ? `flex flex-col items-start ${size.gap}` : "inline"}
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {confirm?.description ? <div className="text-sm">{confirm.description}</div> : null}
      {confirm ? (
        <label className={`flex items-center gap-1.5 ${size.label}`}>
          <input
            type="checkbox"
            name="confirm"
            value="yes"
            required
            aria-invalid={confirmField.errors ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {confirm.checkbox}
        </label>
      ) : null}
      <button
        type="submit"
        aria-label={buttonLabel}
        disabled={busy}
        className={
          confirm
            ? `rounded-md bg-red-700 font-semibold text-white hover:bg-red-800 ${size.button}`
            : `rounded-md border border-danger-line font-medium text-danger hover:bg-danger-soft ${size.button}`
        }
      >
        {button}
      </button>
      {error ? (
        <span id={errorId} role="alert" className={confirm ? "field-error" : "ml-2 text-xs text-danger"}>
          {error}
        </span>
      ) : null}
    </FormTag>
  );
  if (!confirm) return body;
  return (
    <details className={layout === "panel" ? "mb-4 rounded-lg border border-line bg-surface p-4" : undefined}>
      <summary className={`cursor-pointer text-danger ${size.summary}`}>
        {confirm.summary}
        {confirm.summaryHidden ? <span className="sr-only"> {confirm.summaryHidden}</span> : null}
      </summary>
      {body}
    </details>
  );
}
