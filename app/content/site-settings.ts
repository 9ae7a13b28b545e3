/** Social networks the site links to. */
export type SocialNetwork = "LinkedIn" | "X" | "Facebook" | "YouTube";

/** A link to one of the company's social profiles. */
export interface SocialLink {
  name: SocialNetwork;
  href: string;
}

/** Company, contact and host facts used across the whole marketing site. */
export const SITE = {
  name: "DocSleeve",
  legalName: "DocSleeve Pte. Ltd.",
  tagline: "Collect documents, answers and e-signatures from clients in one secure Sleeve.",
  description:
    "DocSleeve helps brokers, accountants and lawyers collect client documents, form answers and e-signatures securely, with reminders and a full audit trail.",
  supportEmail: "support@docsleeve.com",
  salesEmail: "sales@docsleeve.com",
  phone: { display: "+65 6123 4567", href: "tel:+6561234567" },
  supportHours: "Mon-Fri, 9:00-18:00 SGT",
  address: {
    street: "71 Robinson Road, #14-01",
    city: "Singapore",
    postalCode: "068895",
    country: "Singapore",
  },
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/docsleeve" },
    { name: "X", href: "https://x.com/docsleeve" },
    { name: "Facebook", href: "https://www.facebook.com/docsleeve" },
    { name: "YouTube", href: "https://www.youtube.com/@docsleeve" },
  ],
  productHosts: {
    contract: "https://contract.sleeve.example",
    visa: "https://visa.sleeve.example",
  },
} as const satisfies {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  supportEmail: string;
  salesEmail: string;
  phone: { display: string; href: string };
  supportHours: string;
  address: { street: string; city: string; postalCode: string; country: string };
  social: readonly SocialLink[];
  productHosts: { contract: string; visa: string };
};
