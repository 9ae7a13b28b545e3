/** The products page: DocSleeve's family of business solutions. */
import type { ContentIconName } from "./icons";

/**
 * Which application host a product's Login button opens, or null when the product has no
 * login yet. "app" is the document-collection app ($APP_URL); the others are sibling hosts.
 */
export type ProductLoginHost = "app" | "contract" | "visa" | null;

/** One product card. */
export interface Product {
  /** Kebab-case id, unique. */
  readonly id: string;
  /** Product name. */
  readonly title: string;
  /** Two sentences. */
  readonly description: string;
  /** Three short highlights. */
  readonly highlights: readonly string[];
  /** lucide-react icon name. */
  readonly icon: ContentIconName;
  /** Host of the product's login, or null for none. */
  readonly loginHost: ProductLoginHost;
  /** Shows a "NEW" badge. */
  readonly isNew?: boolean;
  /** Shows a link to the how-it-works page (only Document Collection has one). */
  readonly howItWorksLink?: true;
}

// Literal data first (checked against Product), then exported widened so that optional
// flags such as `isNew` can be read on any product.
const PRODUCT_DATA = [
  {
    id: "document-collection",
    title: "Document Collection",
    description:
      "Collect documents, information and e-signatures from your clients in one secure Sleeve. Checklists, reminders and live status tracking replace the email chase.",
    highlights: ["Reusable request templates", "Automated client reminders", "Built-in e-signatures"],
    icon: "FolderInput",
    loginHost: "app",
    howItWorksLink: true,
  },
  {
    id: "contract-management",
    title: "Contract Management",
    description:
      "Draft, send, sign and track contracts from a single workspace. Renewal and expiry alerts make sure no agreement lapses unnoticed.",
    highlights: ["Clause and contract templates", "Renewal and expiry alerts", "Searchable contract repository"],
    icon: "FileText",
    loginHost: "contract",
    isNew: true,
  },
  {
    id: "visa-process-management",
    title: "Visa Process Management",
    description:
      "Guide applicants through every visa and work-pass requirement with a clear, step-by-step checklist. Track each application's documents and milestones in one place, and keep the file for six years.",
    highlights: ["Country-specific document checklists", "Application milestone tracking", "Six-year document retention"],
    icon: "Plane",
    loginHost: "visa",
    isNew: true,
  },
  {
    id: "certificate-management",
    title: "Certificate Management",
    description:
      "Issue and track the certificates your business gives out and depends on, from course completions to permits. Generate hundreds of certificates in bulk from one template, and get reminders before any expire.",
    highlights: ["Bulk generation of hundreds of certificates", "Central certificate register", "Expiry reminders for owners"],
    icon: "Award",
    loginHost: null,
    isNew: true,
  },
] as const satisfies readonly Product[];

/** The four products, in display order. */
export const PRODUCTS: readonly Product[] = PRODUCT_DATA;

/** Page copy for the products page. */
export const PRODUCT_PAGE = {
  badge: "Complete Business Solutions",
  heading: "Transform Your Business",
  subheading:
    "Four solutions for the paperwork that slows businesses down: Document Collection for client files and signatures, Contract Management, Visa Process Management and Certificate Management, all built on DocSleeve's security.",
  loginLabel: "Login",
  /** Screen-reader hint on links that open a new tab (WCAG 3.2.5 advisory: warn before a context change). */
  newTabHint: "(opens in a new tab)",
  // The product's exact label, kept verbatim on purpose (do not "fix" the grammar).
  howItWorksLabel: "How its work",
  newBadge: "NEW",
  comingSoonLabel: "Login coming soon",
  productsHeading: "Our products",
} as const;
