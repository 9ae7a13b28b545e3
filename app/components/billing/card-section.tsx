/**
 * The billing page's card: the card on file and "Update card", a disclosure (native, so it opens on the
 * first press) holding the sandbox card form once the page has hydrated. Without script the card form
 * cannot run (the card becomes a payment method in the browser, as on the pricing page): a note says so.
 */
import { useState } from "react";
import { BILLING_PAGES } from "../../content/billing";
import { useHydrated } from "../../lib/use-hydrated";
import { BillingSection } from "./billing-section";
import { CardUpdateForm } from "./card-update-form";

const COPY = BILLING_PAGES.link;

/** Props: the card on file ("Visa ending in 4242"), and whether it can be changed (a live sandbox subscription). */
export function CardSection({ card, changeable }: { card: string | null; changeable: boolean }) {
  const hydrated = useHydrated();
  const [saved, setSaved] = useState(0);
  return (
    <BillingSection id="billing-card" title={COPY.cardHeading}>
      <p className="mt-2 text-sm">
        <span className="font-semibold">{card ?? "None on file"}</span>
        {changeable ? <span className="text-ink-muted"> · {COPY.cardLead}</span> : null}
      </p>
      {saved ? (
        <p role="status" className="mt-3 text-sm font-semibold text-success">
          {COPY.cardDone}
        </p>
      ) : null}
      {changeable ? (
        <details key={saved} className="group mt-4">
          <summary className="btn btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden">
            {COPY.cardUpdate}
          </summary>
          {hydrated ? (
            // The action's post revalidates the page's data, which then shows the new card.
            <CardUpdateForm onSaved={() => setSaved((n) => n + 1)} />
          ) : (
            <>
              <noscript>
                <p className="mt-3 text-sm text-ink-muted">{COPY.cardNoScript}</p>
              </noscript>
              <p className="mt-3 text-sm text-ink-muted [@media(scripting:none)]:hidden">{COPY.cardLoading}</p>
            </>
          )}
        </details>
      ) : null}
    </BillingSection>
  );
}
