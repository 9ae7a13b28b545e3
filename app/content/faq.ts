/**
 * Frequently asked questions (the FAQ page, filtered by category, and four on the home page).
 * Every plan figure is built from plan-facts, so answers cannot disagree with the plan table.
 */
import { TAX_AND_INVOICES_IN_BRIEF } from "./legal/tax-and-invoices";
import {
  BACKUP_RETENTION_DAYS,
  FREE_PLAN,
  PRO_PLAN_USERS,
  SLEEVE_LIMITS,
  SUPPORT_AVAILABILITY,
  SUPPORT_REPLY_HOURS,
  UPTIME,
  YEARLY_SAVING_PERCENT,
} from "./plan-facts";
import {
  DATA_DELETION_DAYS,
  REFUND_ISSUE_BUSINESS_DAYS,
  REFUND_REVIEW_BUSINESS_DAYS,
  TERMS_CHANGE_REFUND_DAYS,
} from "./legal/commitments";

/** Filter tabs on the FAQ page; "All" shows every entry. */
export const FAQ_CATEGORIES = ["All", "General", "Subscription", "Product & Pricing", "Security"] as const;

/** One filter tab. */
export type FaqFilter = (typeof FAQ_CATEGORIES)[number];

/** The category of an entry (every filter except "All"). */
export type FaqCategory = Exclude<FaqFilter, "All">;

/** One question and its answer. */
export interface FaqEntry {
  /** Kebab-case id, unique; usable as an anchor. */
  readonly id: string;
  /** Filter category. */
  readonly category: FaqCategory;
  /** The question. */
  readonly question: string;
  /** Plain-text answer, one to four sentences. */
  readonly answer: string;
}

/** "1 user", "3 users": a count with its noun. */
function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

const { free, pro, team } = SLEEVE_LIMITS;

/** Every entry, grouped by category in display order. */
export const FAQ_ENTRIES = [
  // General
  {
    id: "what-is-docsleeve",
    category: "General",
    question: "What is DocSleeve?",
    answer:
      "DocSleeve is a secure platform for collecting documents, information and e-signatures from your clients. Instead of chasing attachments by email, you send each client a Sleeve with everything you need, and DocSleeve handles the uploads, reminders and tracking.",
  },
  {
    id: "what-is-a-sleeve",
    category: "General",
    question: "What is a Sleeve?",
    answer:
      "A Sleeve is one secure request envelope sent to a client. It holds a checklist of documents to upload, questions to answer and documents to sign, together with reminders, status tracking and an audit trail.",
  },
  {
    id: "who-is-docsleeve-for",
    category: "General",
    question: "Who is DocSleeve for?",
    answer:
      "DocSleeve is built for businesses that collect paperwork from their clients: mortgage brokers and lenders, accountants and bookkeepers, tax preparers, law firms, real estate agents and compliance teams. If you regularly ask clients for documents, it will save you time.",
  },
  {
    id: "do-clients-need-an-account",
    category: "General",
    question: "Do my clients need to create an account?",
    answer:
      "No. Clients open a secure link from their invitation email and can upload, answer and sign straight away on any device. There is no app to install and no password to remember.",
  },
  {
    id: "file-types",
    category: "General",
    question: "What kinds of files can my clients upload?",
    answer:
      "Clients can upload PDFs, Word and Excel documents, and images such as JPG, PNG and HEIC, including photos taken with their phone camera. You can limit each checklist item to the file types you accept.",
  },
  {
    id: "integrations",
    category: "General",
    question: "Does DocSleeve work with my other tools?",
    answer:
      "Yes. Approved documents can sync automatically to Google Drive, Dropbox, Box or OneDrive, and Sleeve due dates can appear in Google Calendar. You connect each integration once from your account settings.",
  },
  {
    id: "contact-support",
    category: "General",
    question: "How do I contact support?",
    answer: `Email support@docsleeve.com and we reply within ${SUPPORT_REPLY_HOURS} hours, or call +65 6123 4567, Monday to Friday, 9 AM to 6 PM SGT (GMT+8). Priority email for urgent incidents is answered ${SUPPORT_AVAILABILITY}.`,
  },

  // Subscription
  {
    id: "free-plan",
    category: "Subscription",
    question: "Is there a free plan?",
    answer: `Yes. The free trial is ${FREE_PLAN.sleevesPerMonth} Sleeves with no credit card required: the Free plan gives you ${FREE_PLAN.sleevesPerMonth} free Sleeves per month for ${count(FREE_PLAN.users, "user")} with ${FREE_PLAN.storageGb} GB of storage. Upgrade to Pro or Team whenever you need more.`,
  },
  {
    id: "billing-periods",
    category: "Subscription",
    question: "Can I pay monthly or yearly?",
    answer: `Both. Paid plans can be billed monthly or yearly, and yearly billing saves up to ${YEARLY_SAVING_PERCENT}% compared with paying month by month. You choose the billing period when you subscribe.`,
  },
  {
    id: "change-plan",
    category: "Subscription",
    question: "Can I upgrade or downgrade my plan later?",
    answer:
      "Yes. You can move between Free, Pro and Team from your account settings at any time. Upgrades take effect immediately, so you can send larger Sleeves right away.",
  },
  {
    id: "cancel-subscription",
    category: "Subscription",
    question: "How do I cancel my subscription?",
    answer:
      "Cancel from the billing page in your account settings. Cancellation stops the next renewal, and you keep access to your paid plan until the end of the period you have already paid for.",
  },
  {
    id: "refund-policy",
    category: "Subscription",
    question: "What is your refund policy?",
    answer: `We do not refund unused time, so try DocSleeve on the free trial first. We refund double charges, charges after cancellation, long outages on our side, and cancellations within ${TERMS_CHANGE_REFUND_DAYS} days after a material change to our terms. We review each request within ${REFUND_REVIEW_BUSINESS_DAYS} business days and issue approved refunds within ${REFUND_ISSUE_BUSINESS_DAYS} business days.`,
  },
  {
    id: "unused-sleeve-credits",
    category: "Subscription",
    question: "Can I get a refund for Sleeve credits I did not use?",
    answer:
      "Unused Sleeve credits are not refundable in cash. If your needs have changed, you can move to a different plan from your account settings at any time.",
  },
  {
    id: "payment-methods",
    category: "Subscription",
    question: "Which payment methods do you accept?",
    answer:
      "We accept major credit and debit cards. Payments are handled by our PCI-compliant payment provider, so your full card number never touches DocSleeve's servers.",
  },

  // Product & Pricing
  {
    id: "plan-differences",
    category: "Product & Pricing",
    question: "What is the difference between Free, Pro and Team?",
    answer: `Free is for trying DocSleeve: ${count(FREE_PLAN.users, "user")}, ${FREE_PLAN.storageGb} GB of storage and ${FREE_PLAN.sleevesPerMonth} Sleeves per month. Pro is for an individual professional with ${count(PRO_PLAN_USERS, "user")} and larger Sleeves, and Team gives you as many users as you buy plus the largest Sleeves, for firms that share the work.`,
  },
  {
    id: "sleeve-limits",
    category: "Product & Pricing",
    question: "How many documents and recipients can one Sleeve have?",
    answer: `It depends on your plan. A Sleeve can hold up to ${free.documents} documents and ${free.recipients} recipients on Free, ${pro.documents} documents and ${pro.recipients} recipients on Pro, and ${team.documents} documents and ${team.recipients} recipients on Team.`,
  },
  {
    id: "pricing",
    category: "Product & Pricing",
    question: "How much does DocSleeve cost?",
    answer: `Current prices for Pro and Team, in your currency and with any applicable tax, are shown on our Pricing page. Yearly billing saves up to ${YEARLY_SAVING_PERCENT}%, and the Free plan costs nothing.`,
  },
  {
    id: "tax",
    category: "Product & Pricing",
    question: "How is tax charged, and do I get an invoice?",
    answer: TAX_AND_INVOICES_IN_BRIEF,
  },
  {
    id: "team-users",
    category: "Product & Pricing",
    question: "How many users can I add on the Team plan?",
    answer:
      "As many as you need. The Team plan is priced per user, so you buy one seat for each colleague and can add more whenever your team grows.",
  },
  {
    id: "what-counts-as-a-sleeve",
    category: "Product & Pricing",
    question: "What counts as one Sleeve?",
    answer: `Each Sleeve you send to a client counts once, however many documents, questions and signatures it contains within your plan's limits. On the Free plan you can send ${FREE_PLAN.sleevesPerMonth} Sleeves each month.`,
  },
  {
    id: "other-products",
    category: "Product & Pricing",
    question: "Does DocSleeve offer other products?",
    answer:
      "Yes. Alongside Document Collection we offer Contract Management and Visa Process Management, and our newest product, Certificate Management, keeps licenses and certifications on track. See the Products page for details.",
  },

  // Security
  {
    id: "data-security",
    category: "Security",
    question: "How does DocSleeve keep my clients' documents safe?",
    answer:
      "Every file is encrypted with AES-256 at rest and travels over TLS 1.2 or later. Access is protected by two-factor authentication and role-based permissions, and every action is recorded in a full audit trail.",
  },
  {
    id: "data-location",
    category: "Security",
    question: "Where is my data stored?",
    answer:
      "Your data is hosted in ISO 27001 and SOC 2 certified data centers. The Singapore region is the default, and Australia, EU and US regions are also available.",
  },
  {
    id: "privacy-compliance",
    category: "Security",
    question: "Is DocSleeve compliant with GDPR and PDPA?",
    answer:
      "Yes. DocSleeve complies with the EU's General Data Protection Regulation and Singapore's Personal Data Protection Act. Automatic retention and deletion rules help you keep personal data only as long as you need it.",
  },
  {
    id: "backups",
    category: "Security",
    question: "Do you back up my data?",
    answer: `Yes. We take encrypted backups every day and keep them for ${BACKUP_RETENTION_DAYS} days, and we target ${UPTIME} uptime for enterprise customers. When an account is terminated, its data is deleted within ${DATA_DELETION_DAYS} days.`,
  },
  {
    id: "access-control",
    category: "Security",
    question: "Can I control who on my team sees which documents?",
    answer:
      "Yes. Role-based access lets you decide who can view, review or manage each Sleeve, and two-factor authentication protects every account. The audit trail shows who opened or changed what, and when.",
  },
  {
    id: "security-testing",
    category: "Security",
    question: "Is DocSleeve independently tested for security?",
    answer:
      "Yes. An independent security firm runs a penetration test on DocSleeve every year, and we fix what it finds as a priority.",
  },
] as const satisfies readonly FaqEntry[];

/** The id of one of the entries. */
export type FaqId = (typeof FAQ_ENTRIES)[number]["id"];

/** The four entries shown on the home page, in order. */
export const HOME_FAQ_IDS = [
  "what-is-a-sleeve",
  "free-plan",
  "do-clients-need-an-account",
  "data-security",
] as const satisfies readonly FaqId[];

/** The entries in one filter tab ("All" returns every entry). */
export function faqsFor(filter: FaqFilter): readonly FaqEntry[] {
  return filter === "All" ? FAQ_ENTRIES : FAQ_ENTRIES.filter((entry) => entry.category === filter);
}

/** The entries shown on the home page, in HOME_FAQ_IDS order. */
export function homeFaqs(): readonly FaqEntry[] {
  return HOME_FAQ_IDS.flatMap((id) => FAQ_ENTRIES.filter((entry) => entry.id === id));
}

/** Page copy for the FAQ page and the home page FAQ section. */
export const FAQ_PAGE = {
  eyebrow: "FAQ",
  heading: "Frequently asked questions",
  subheading: "Everything you need to know about DocSleeve. Can't find your answer? Our team is happy to help.",
  contactLink: "Contact support",
  viewAll: "View all FAQs",
} as const;

/** Interface copy of the FAQ page (filters, result count, closing contact box, page meta). */
export const FAQ_PAGE_UI = {
  metaTitle: "Frequently Asked Questions",
  metaDescription: `Answers about DocSleeve: how Sleeves work, the Free plan's ${FREE_PLAN.sleevesPerMonth} Sleeves per month, billing and refunds, plan limits, and how we protect your clients' documents.`,
  filterGroup: "Filter questions by category",
  /** Announced when the filter changes, e.g. "Showing 7 questions". */
  showing: (count: number) => `Showing ${count} ${count === 1 ? "question" : "questions"}`,
  contactHeading: "Still have questions?",
  contactBody: `Our team replies to every email within ${SUPPORT_REPLY_HOURS} hours, and urgent incidents get priority help ${SUPPORT_AVAILABILITY}.`,
} as const;
