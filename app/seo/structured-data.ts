/** schema.org structured data builders (JSON-LD). */
import { SITE } from "../content/site-settings";

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
