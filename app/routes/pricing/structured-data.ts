/**
 * schema.org Product with one Offer per plan and billing period, in the default currency, from the
 * server's plan list (so search results never show a price the checkout would not charge).
 */
import { majorString } from "../../domain/money";
import { PLAN_ID } from "../../domain/plan-ids";
import type { PlanList } from "../../domain/plan-list";
import { SITE } from "../../content/site-settings";

/** The JSON-LD of the pricing page. */
export function pricingJsonLd(planList: PlanList, pageUrl: string) {
  const currency = planList.currencies.find((c) => c.is_default) ?? planList.currencies[0]!;
  const offers: object[] = [
    {
      "@type": "Offer",
      name: `${planList.free_plan.name} plan`,
      price: "0",
      priceCurrency: currency.code,
      url: pageUrl,
      availability: "https://schema.org/InStock",
    },
  ];
  for (const plan of planList.plans) {
    for (const type of plan.plan_id === PLAN_ID.pro ? planList.pro_plan : planList.team_plan) {
      const first = type.price[currency.code]?.envelope[0];
      if (!first) continue;
      const amount = majorString(first.amount, currency.minor_unit);
      offers.push({
        "@type": "Offer",
        name: `${plan.name} plan, billed ${type.name.toLowerCase()}`,
        description: `${first.text}${plan.max_users > 1 ? ", first user included" : ""}; tax added at checkout`,
        price: amount,
        priceCurrency: currency.code,
        url: pageUrl,
        availability: "https://schema.org/InStock",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: amount,
          priceCurrency: currency.code,
          billingDuration: type.id === 1 ? "P1M" : "P1Y",
          unitText: type.id === 1 ? "MONTH" : "YEAR",
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
