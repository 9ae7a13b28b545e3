/** schema.org structured data builders (JSON-LD). */
import { SITE } from "../content/site-settings";

/** Organization, on every page. URLs are site-relative-free: crawlers resolve them against the page. */
export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE.name,
    legalName: SITE.legalName,
    description: SITE.description,
    logo: "/images/brand/logo-mark.svg",
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
