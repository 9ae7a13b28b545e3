/**
 * schema.org Product with one Offer per plan and billing period, in the default currency, from the
 * server's plan list (so search results never show a price the checkout would not charge).
 */
import { majorString } from "../../domain/money";
import type { PlanList } from "../../domain/plan-list";
import { SITE } from "../../content/site-settings";

/** The JSON-LD of the pricing page. */
export function pricingJsonLd(planList: PlanList, pageUrl: string) {
  const currency = planList.currency.find((c) => c.is_default) ?? planList.currency[0]!;
  const offers: object[] = [
    { "@type": "Offer", name: `${planList.free_plan.name} plan`, price: "0", priceCurrency: currency.code, url: pageUrl, availability: "https://schema.org/InStock" },
  ];
  for (const plan of [planList.pro_plan, planList.team_plan]) {
    for (const price of plan.prices.filter((p) => p.currency === currency.code)) {
      const first = price.envelopes[0]!;
      const amount = majorString(first.amount, currency.minor_unit);
      offers.push({
        "@type": "Offer",
        name: `${plan.name} plan, billed ${price.plan_type.toLowerCase()}`,
        description: `${first.text}${plan.max_users > 1 ? ", first user included" : ""}; tax added at checkout`,
        price: amount,
        priceCurrency: currency.code,
        url: pageUrl,
        availability: "https://schema.org/InStock",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: amount,
          priceCurrency: currency.code,
          billingDuration: price.plan_type_id === 1 ? "P1M" : "P1Y",
          unitText: price.plan_type_id === 1 ? "MONTH" : "YEAR",
          valueAddedTaxIncluded: false,
        },
      });
    }
  }
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: SITE.name,
    description: SITE.description,
    brand: { "@type": "Brand", name: SITE.name },
    category: "Document collection and e-signature software",
    url: pageUrl,
    offers,
  };
}
