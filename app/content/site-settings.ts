/** A single navigation link; `to` is a site-relative path. */
export interface NavLink {
  label: string;
  to: string;
  description?: string;
}

/** A labeled group of navigation links (header dropdown or footer column). */
export interface NavGroup {
  label: string;
  items: NavLink[];
}

/** An entry in the guest header: a plain link or a dropdown group. */
export type HeaderItem = NavLink | NavGroup;

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

/** Link groups shown as columns in the site footer, in display order. */
export const FOOTER_COLUMNS: NavGroup[] = [
  {
    label: "Product",
    items: [
      { label: "Product", to: "/product" },
      { label: "How It Works", to: "/how-it-works" },
      { label: "Features", to: "/features" },
      { label: "Integrations", to: "/integrations" },
      { label: "Pricing", to: "/pricing" },
    ],
  },
  {
    label: "Solutions",
    items: [
      { label: "Use Cases", to: "/use-cases" },
      { label: "Blog", to: "/blog" },
      { label: "FAQ", to: "/faq" },
    ],
  },
  {
    label: "Company",
    items: [
      { label: "Contact", to: "/contact" },
      { label: "Customer Support", to: "/customer-support" },
      { label: "Security", to: "/security" },
    ],
  },
  {
    label: "Legal",
    items: [
      { label: "Terms & Conditions", to: "/terms-condition" },
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Refund Policy", to: "/refund-policy" },
    ],
  },
];

/** Guest (signed-out) header navigation, in display order; "Product" is a dropdown. */
export const HEADER_LINKS: HeaderItem[] = [
  { label: "Home", to: "/" },
  {
    label: "Product",
    items: [
      {
        label: "Product",
        to: "/product",
        description: "Requests, forms, e-signatures and tracking in one secure Sleeve.",
      },
      {
        label: "How It Works",
        to: "/how-it-works",
        description: "See how a Sleeve goes from checklist to completed, signed request.",
      },
    ],
  },
  { label: "Use Cases", to: "/use-cases" },
  { label: "Integrations", to: "/integrations" },
  { label: "Pricing", to: "/pricing" },
  { label: "Blog", to: "/blog" },
  { label: "FAQ", to: "/faq" },
  { label: "Contact", to: "/contact" },
];

/** Returns true when a header item is a dropdown group rather than a plain link. */
export function isNavGroup(item: HeaderItem): item is NavGroup {
  return "items" in item;
}
