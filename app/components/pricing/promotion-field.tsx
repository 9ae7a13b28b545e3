/**
 * "Add promotion code" in the order summary (documented names that outside tests use): a native disclosure with the code
 * field and Apply; once the server accepted a code, its name and a Remove button instead. Refusals are
 * shown under the field (announced), and removing the code restores the total.
 */
import { useState } from "react";
import { PROMOTION_CODE_MAX_LENGTH } from "../../domain/promotion-code-shape";
import type { PromotionState } from "./use-promotion";

export function PromotionField({ promotion, disabled }: { promotion: PromotionState; disabled?: boolean }) {
  const [draft, setDraft] = useState(promotion.code ?? "");
  if (promotion.applied) {
    return (
      <div className="flex items-center justify-between gap-3 text-sm">
        <p>
          Promotion code <strong className="font-semibold">{promotion.applied.code}</strong> applied
        </p>
        <button
          type="button"
          className="font-semibold text-brand-700 underline underline-offset-2"
          onClick={promotion.remove}
          disabled={disabled}
        >
          Remove<span className="sr-only"> promotion code</span>
        </button>
      </div>
    );
  }
  return (
    <details className="text-sm" open={Boolean(promotion.code) || undefined}>
      <summary className="cursor-pointer font-semibold text-brand-700">Add promotion code</summary>
      <form
        className="mt-3 flex items-end gap-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (draft.trim()) promotion.apply(draft);
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="promotion-code" className="mb-1.5 block text-sm font-semibold text-ink">
            Promotion code
          </label>
          <input
            id="promotion-code"
            name="promotion_code"
            className="input uppercase"
            autoComplete="off"
            spellCheck={false}
            maxLength={PROMOTION_CODE_MAX_LENGTH}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={promotion.error ? true : undefined}
            aria-describedby={promotion.error ? "promotion-error" : undefined}
            disabled={disabled}
          />
        </div>
        <button type="submit" className="btn btn-secondary" disabled={disabled || promotion.checking}>
          Apply
        </button>
      </form>
      {promotion.error ? (
        <p id="promotion-error" role="alert" className="field-error mt-2">
          {promotion.error}{" "}
          <button type="button" className="font-semibold underline underline-offset-2" onClick={promotion.remove}>
            Remove code
          </button>
        </p>
      ) : null}
    </details>
  );
}
