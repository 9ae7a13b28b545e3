/**
 * The site's navigation: the guest header's links (with the Product dropdown) and the footer's links,
 * each in display order. Paths are site-relative; Login and Sign Up live on the app host (lib/public-env).
 */

/** A single navigation link; `to` is a site-relative path. */
export interface NavLink {
  label: string;
  to: string;
  description?: string;
}

/** A labeled group of navigation links (the header's Product dropdown). */
export interface NavGroup {
  label: string;
  /** Where the group's own label leads (the first item's page). */
  to: string;
  items: NavLink[];
}

/** An entry in the guest header: a plain link or a dropdown group. */
export type HeaderItem = NavLink | NavGroup;

/** Guest (signed-out) header navigation, in display order; "Product" is a dropdown. */
export const HEADER_LINKS: HeaderItem[] = [
  { label: "Home", to: "/" },
  {
    label: "Product",
    to: "/product",
    items: [
      {
        label: "Product",
        to: "/product",
        description: "Document Collection, Contract, Visa and Certificate Management in one suite.",
      },
      {
        label: "How It Works",
        to: "/how-it-works",
        description: "Watch a Sleeve go from request to uploaded, signed and approved.",
      },
    ],
  },
  { label: "Use Cases", to: "/use-cases" },
  { label: "Integrations", to: "/integrations" },
  { label: "FAQ", to: "/faq" },
  { label: "Pricing", to: "/pricing" },
  { label: "Contact Us", to: "/contact" },
];

/** The footer's links, in display order (exactly these, nothing else). */
export const FOOTER_LINKS: NavLink[] = [
  { label: "Product", to: "/product" },
  { label: "Pricing", to: "/pricing" },
  { label: "FAQ", to: "/faq" },
  { label: "Contact Us", to: "/contact" },
  { label: "Use Cases", to: "/use-cases" },
  { label: "Blog", to: "/blog" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Refund Policy", to: "/refund-policy" },
  { label: "Customer Support", to: "/customer-support" },
  { label: "Security", to: "/security" },
  { label: "Terms & Conditions", to: "/terms-condition" },
];

/** Returns true when a header item is a dropdown group rather than a plain link. */
export function isNavGroup(item: HeaderItem): item is NavGroup {
  return "items" in item;
}

/** The footer's colour scheme control (lib/theme.ts): legend and one label per choice, in order. */
export const THEME_CONTROL = {
  legend: "Theme",
  labels: { system: "System", light: "Light", dark: "Dark" },
} as const;
