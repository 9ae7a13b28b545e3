/** schema.org structured data builders (JSON-LD). */
import { SITE } from "../content/site-settings";
import { majorString } from "../domain/money";
import { PLAN_ID } from "../domain/plan-ids";
import type { PlanList } from "../domain/plan-list";

/** Organization, on the home page; `publicUrl` is the canonical site origin (PUBLIC_URL). */
export function organizationJsonLd(publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE.name,
    url: `${publicUrl}/`,
    legalName: SITE.legalName,
    description: SITE.description,
    logo: `${publicUrl}/images/brand/logo-mark.svg`,
    email: SITE.supportEmail,
    telephone: SITE.phone.display,
    address: {
      "@type": "PostalAddress",
      streetAddress: SITE.address.street,
      addressLocality: SITE.address.city,
      postalCode: SITE.address.postalCode,
      addressCountry: "SG",
    },
    sameAs: SITE.social.map((s) => s.href),
  };
}

/** FAQPage for /faq: every question with its plain-text answer (schema.org FAQPage, Question, Answer). */
export function faqPageJsonLd(entries: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

/**
 * schema.org Product with one Offer per plan and billing period, in the default currency, from the
 * server's plan list (so search results never show a price the checkout would not charge): the JSON-LD
 * of the pricing page.
 */
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
