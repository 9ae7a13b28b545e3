/**
 * Industry use cases: a card on the use-cases index and a full page per industry
 * (/use-cases/:id). Customer stories are about invented but plausible small firms.
 */
import type { ContentIconName } from "./icons";
import { FREE_PLAN, SLEEVE_LIMITS } from "./plan-facts";

/** A titled point (key feature or key benefit). */
export interface TitledPoint {
  /** Short heading. */
  readonly title: string;
  /** One sentence. */
  readonly content: string;
}

/** Accent colour of a use case (its icon tile); the UI maps each name to palette classes. */
export type UseCaseColor = "blue" | "emerald" | "violet" | "amber" | "rose" | "teal";

/** A short customer story shown on a use-case page. */
export interface CustomerStory {
  /** The customer's firm. */
  readonly company: string;
  /** City and country. */
  readonly location: string;
  /** The person quoted. */
  readonly author: string;
  /** That person's role at the firm. */
  readonly role: string;
  /** What they said, without surrounding quotation marks. */
  readonly quote: string;
  /** The result, with a concrete figure (one or two sentences). */
  readonly outcome: string;
}

/** One industry use case. */
export interface UseCase {
  /** URL slug, unique (/use-cases/:id). */
  readonly id: string;
  /** Industry name. */
  readonly title: string;
  /** Card text on the index page, at most 160 characters. */
  readonly cardSummary: string;
  /** lucide-react icon name. */
  readonly icon: ContentIconName;
  /** One or two sentences under the page title. */
  readonly lead: string;
  /** Two paragraphs: the problem, then how DocSleeve solves it. */
  readonly desc: readonly string[];
  /** Four or five key features that matter most to this industry. */
  readonly features: readonly TitledPoint[];
  /** Four key benefits. */
  readonly benefits: readonly TitledPoint[];
  /** A customer story. */
  readonly story: CustomerStory;
  /** Accent colour. */
  readonly color: UseCaseColor;
  /** Closing paragraph. */
  readonly conclusion: string;
  /** The page's <title>. */
  readonly metaTitle: string;
  /** The page's meta description, at most 155 characters. */
  readonly metaDescription: string;
}

/** The six use cases, in display order. */
export const USE_CASES = [
  {
    id: "real-estate",
    title: "Real Estate",
    cardSummary:
      "Gather IDs, proof of funds and signed disclosures from buyers, sellers and tenants without a single lost attachment.",
    icon: "House",
    color: "blue",
    lead:
      "Every property transaction runs on paperwork from people who are busy, moving or both. DocSleeve gives agents and property managers one secure place to collect it.",
    desc: [
      "A single sale can involve identity documents, proof of funds, pre-approval letters, signed disclosures and contracts from buyers, sellers, attorneys and lenders. When those arrive as email attachments and photos sent by text message, agents lose hours sorting, renaming and chasing, and deals stall while everyone waits on one missing page.",
      "With DocSleeve, you send each party a Sleeve that lists exactly what you need from them. They upload from their phone, sign disclosures and lease agreements electronically, and answer your questions in the same place. You see at a glance which transactions are complete and which are waiting on someone, and automatic reminders take care of the follow-up.",
    ],
    features: [
      {
        title: "Transaction templates",
        content:
          "Ready-made checklists for listings, purchases, rentals and tenant applications that you can adapt to your brokerage.",
      },
      {
        title: "Mobile-friendly uploads",
        content:
          "Buyers and tenants photograph documents with their phone camera, straight into the right checklist item.",
      },
      {
        title: "E-signatures for disclosures and leases",
        content:
          "Collect signatures on listing agreements, disclosures and leases without printing or scanning anything.",
      },
      {
        title: "Multi-party Sleeves",
        content: `Send one Sleeve to up to ${SLEEVE_LIMITS.team.recipients} recipients on the Team plan, such as co-buyers, guarantors and attorneys.`,
      },
      {
        title: "Status at a glance",
        content:
          "See which transactions are waiting on whom, so you can focus on the deals closest to closing.",
      },
    ],
    benefits: [
      {
        title: "Faster closings",
        content:
          "Complete files arrive sooner, so offers, applications and closings move without avoidable delays.",
      },
      {
        title: "A better client experience",
        content:
          "Buyers and tenants get one clear list instead of a string of emails, and always know what is left to do.",
      },
      {
        title: "Less admin for agents",
        content:
          "Reminders and live status replace the calls and texts that eat into time for showings and listings.",
      },
      {
        title: "Records you can rely on",
        content:
          "Every document and signature is stored with an audit trail, ready for brokerage file reviews.",
      },
    ],
    story: {
      company: "Harborline Realty",
      location: "San Diego, California",
      author: "Melissa Ortega",
      role: "Managing Broker",
      quote:
        "Our agents used to spend Monday mornings chasing pre-approval letters and signed disclosures. Now the Sleeve does the chasing, and I can see every open file from my desk.",
      outcome:
        "Harborline cut the average time to assemble a complete buyer file from 11 days to 4 across its 22 agents.",
    },
    conclusion:
      "Real estate moves fast, and paperwork should not be what slows it down. DocSleeve gives your agents one secure, mobile-friendly way to collect documents and signatures from every party to a transaction, so they can spend their time with clients instead of chasing them.",
    metaTitle: "Document Collection for Real Estate Agents | DocSleeve",
    metaDescription:
      "Collect IDs, proof of funds and signed disclosures from buyers, sellers and tenants in one secure Sleeve, with e-signatures and reminders.",
  },
  {
    id: "lending-and-brokerage",
    title: "Lending & Brokerage",
    cardSummary:
      "Collect payslips, bank statements, tax returns and IDs for loan applications, and submit complete files to lenders sooner.",
    icon: "Landmark",
    color: "emerald",
    lead:
      "Mortgage brokers and lenders depend on complete loan files. DocSleeve turns the long list of supporting documents into a simple checklist your borrowers can actually finish.",
    desc: [
      "A typical home loan application needs payslips, several months of bank statements, tax returns, identification, an employment letter and details of existing debts, often from two applicants. Collecting them by email means incomplete files, documents that are out of date by the time they arrive, and borrowers who lose patience with repeated requests.",
      "DocSleeve lets you send each applicant a Sleeve built from your standard loan checklist, with questions about income and expenses alongside the uploads and the privacy consent ready to sign. Reminders follow up automatically, each item shows whether it has arrived, and approved files sync straight to your storage, ready to package for the lender.",
    ],
    features: [
      {
        title: "Loan checklist templates",
        content:
          "Separate templates for purchase, refinance, investment and self-employed applications, each with the right documents and questions.",
      },
      {
        title: "Joint applicant support",
        content:
          "Send one Sleeve to both applicants and track each person's items separately, so you know who is holding things up.",
      },
      {
        title: "Fact-find forms",
        content:
          "Capture income, expenses, assets and liabilities as structured answers instead of a back-and-forth over email.",
      },
      {
        title: "Consents and authorities, e-signed",
        content:
          "Have borrowers sign privacy consents, credit guides and broker authorities before you lodge the application.",
      },
      {
        title: "Storage sync",
        content:
          "Approved documents land in the application's folder in Google Drive, Dropbox, Box or OneDrive.",
      },
    ],
    benefits: [
      {
        title: "Complete files, first time",
        content:
          "Borrowers see everything they need to provide up front, so fewer applications bounce back from the lender.",
      },
      {
        title: "Faster approvals",
        content:
          "Files reach lenders days sooner, which helps you meet closing dates and rate-lock windows.",
      },
      {
        title: "More loans per broker",
        content:
          "Automated reminders and tracking free your team to spend its time on advice and new business.",
      },
      {
        title: "Stronger compliance",
        content:
          "Consents, documents and every action are time-stamped, supporting your responsible-lending obligations.",
      },
    ],
    story: {
      company: "Northgate Home Loans",
      location: "Melbourne, Australia",
      author: "Priya Raman",
      role: "Principal Broker",
      quote:
        "Borrowers used to send us half a file and then go quiet. With DocSleeve they can see exactly what is left, and the reminders do the nudging for us.",
      outcome:
        "Northgate reduced the time from first meeting to lender submission from 9 days to 3, and now handles 40% more applications with the same team.",
    },
    conclusion:
      "When the loan file is complete, everything downstream gets easier. DocSleeve helps brokers and lenders collect the right documents from borrowers quickly and securely, so more of your day goes into advice and less into chasing paperwork.",
    metaTitle: "Loan Document Collection for Brokers & Lenders | DocSleeve",
    metaDescription:
      "Collect payslips, bank statements and signed consents from borrowers in one secure checklist, and submit complete loan files faster.",
  },
  {
    id: "accounting-and-bookkeeping",
    title: "Accounting & Bookkeeping",
    cardSummary:
      "Request statements, receipts and month-end records from every client on a schedule, and stop chasing the same files each period.",
    icon: "Calculator",
    color: "violet",
    lead:
      "Accountants and bookkeepers request the same records from the same clients every month, quarter and year. DocSleeve turns that routine into a repeatable process that largely runs itself.",
    desc: [
      "Month-end and year-end work depends on bank statements, invoices, receipts, payroll reports and loan statements that clients rarely send on time. Your team ends up chasing dozens of clients by email, matching loose attachments to the right engagement, and starting work late because one statement is still missing.",
      "With DocSleeve, you create a template for each recurring request and send it to clients in a few clicks. Clients upload into clearly labeled items, answer questions about unusual transactions and sign engagement letters in the same place. Your team sees which clients are ready for processing and which need a nudge, and reminders handle the nudging.",
    ],
    features: [
      {
        title: "Recurring request templates",
        content: "Build month-end, quarter-end and year-end checklists once and reuse them for every client.",
      },
      {
        title: "Engagement letter e-signatures",
        content: "Send engagement letters and authorities for signature with the first document request of the year.",
      },
      {
        title: "Client questionnaires",
        content:
          "Ask about new assets, loans or unusual transactions with structured questions instead of long emails.",
      },
      {
        title: "Tags by period and service",
        content:
          "Tag documents by financial year, entity or service line so files are easy to find when you need them.",
      },
      {
        title: "Team assignment",
        content:
          "Assign each client's Sleeve to the right bookkeeper or manager and see the workload across the firm.",
      },
    ],
    benefits: [
      {
        title: "Close the books sooner",
        content:
          "Records arrive earlier and in one place, so your team starts processing as soon as a client is ready.",
      },
      {
        title: "Less time chasing",
        content: "Automated reminders follow up on outstanding records, freeing staff for billable work.",
      },
      {
        title: "Consistent service",
        content: "Every client gets the same clear request, whoever on your team sends it.",
      },
      {
        title: "Organized records",
        content:
          "Documents are stored by client, period and tag, with an audit trail for review and quality control.",
      },
    ],
    story: {
      company: "Ledgerwise Bookkeeping",
      location: "Austin, Texas",
      author: "Marcus Bell",
      role: "Founder and Lead Bookkeeper",
      quote:
        "Month-end used to mean forty separate email threads. Now every client gets the same Sleeve on the first of the month, and I open the dashboard to see who is ready.",
      outcome:
        "Ledgerwise now closes client books an average of 6 days earlier each month, and has taken on 15 new clients without hiring.",
    },
    conclusion:
      "Recurring work deserves a recurring process. DocSleeve gives accounting and bookkeeping firms a consistent, secure way to collect client records every period, so your team spends its time on the numbers instead of the inbox.",
    metaTitle: "Client Document Collection for Accountants | DocSleeve",
    metaDescription:
      "Collect bank statements, receipts and signed engagement letters from clients every period, with templates, reminders and secure uploads.",
  },
  {
    id: "taxation",
    title: "Taxation",
    cardSummary:
      "Collect income statements, deduction receipts and signed authorizations before tax season peaks, with questionnaires built in.",
    icon: "Receipt",
    color: "amber",
    lead:
      "Tax season compresses a year of client paperwork into a few busy weeks. DocSleeve helps tax preparers collect everything early, completely and securely.",
    desc: [
      "Preparing a return means gathering income statements, investment and rental records, deduction receipts, prior-year returns and identification, plus answers to a long list of questions about the client's year. When all of that arrives piecemeal by email and in paper folders, preparers lose time sorting and re-requesting, and returns pile up against the deadline.",
      "DocSleeve lets you send every client a tax organizer as a Sleeve: a checklist of documents tailored to their situation, a questionnaire about life changes and deductions, and the authorization to sign. Clients can start as soon as their records arrive, reminders keep them moving, and you can see across your whole client list who is ready to prepare.",
    ],
    features: [
      {
        title: "Digital tax organizers",
        content:
          "Combine the documents, questions and signatures each return type needs in one reusable template.",
      },
      {
        title: "Conditional questionnaires",
        content:
          "Ask about rental property, investments or dependents only when they apply, keeping each form short.",
      },
      {
        title: "Signed authorizations",
        content: "Collect e-signatures on engagement letters and filing authorizations before you begin.",
      },
      {
        title: "Season-wide status view",
        content:
          "Filter your whole client list by status to see who is ready, who is waiting and who has not started.",
      },
    ],
    benefits: [
      {
        title: "A smoother filing season",
        content:
          "Documents arrive earlier and more complete, spreading work across the season instead of the final week.",
      },
      {
        title: "Fewer follow-up calls",
        content: "Clients see exactly what is still missing, and reminders ask for it on your behalf.",
      },
      {
        title: "Sensitive data, handled securely",
        content:
          "Tax records and identification are encrypted at rest and in transit instead of sent as email attachments.",
      },
      {
        title: "Ready for review",
        content:
          "Every document, answer and signature is kept with a full audit trail for quality review and later inquiries.",
      },
    ],
    story: {
      company: "Tan & Lim Tax Advisory",
      location: "Singapore",
      author: "Rachel Tan",
      role: "Tax Director",
      quote:
        "Clients used to drop off folders of receipts in the last week of the season. With DocSleeve they upload as things arrive, and we start preparing weeks earlier.",
      outcome:
        "The firm prepared 420 individual returns last season, 30% more than the year before, and finished 12 days ahead of the filing deadline.",
    },
    conclusion:
      "A calmer tax season starts with complete information. DocSleeve helps tax preparers collect documents, answers and authorizations securely and early, so your team can focus on getting every return right.",
    metaTitle: "Tax Document Collection for Tax Preparers | DocSleeve",
    metaDescription:
      "Send digital tax organizers with document checklists, questionnaires and e-signatures, and collect client tax records securely and early.",
  },
  {
    id: "legal-services",
    title: "Legal Services",
    cardSummary:
      "Onboard clients, collect evidence and get engagement letters signed securely, with a full audit trail for every matter.",
    icon: "Scale",
    color: "rose",
    lead:
      "Law firms need documents from clients that are sensitive, time-critical and often hard to obtain. DocSleeve gives every matter a secure, organized way to collect them.",
    desc: [
      "Opening a matter means identity verification, a signed engagement letter and conflict-check information. Progressing it means evidence, financial disclosures, correspondence and statements, often from clients who are under stress and unfamiliar with what their lawyer needs. Email leaves confidential material scattered across inboxes and makes it hard to show what was received, and when.",
      "With DocSleeve, you send clients a Sleeve for each stage of the matter, from intake forms and ID to disclosure checklists. Clients upload and sign through a secure, branded portal, your team tracks what is outstanding on every matter, and each action is recorded in a time-stamped audit trail you can export whenever you need it.",
    ],
    features: [
      {
        title: "Client intake forms",
        content:
          "Capture contact details, matter information and conflict-check answers as structured data at the start of every matter.",
      },
      {
        title: "Engagement letter e-signatures",
        content: "Get engagement letters signed before work begins, with each signature recorded in the audit trail.",
      },
      {
        title: "Disclosure checklists",
        content: "Send detailed lists of financial or evidential documents and track each item as it arrives.",
      },
      {
        title: "Role-based access",
        content: "Limit each matter to the lawyers and staff who work on it, protecting privileged material.",
      },
      {
        title: "Exportable audit trail",
        content: "Show exactly when each document was requested, received, viewed and approved.",
      },
    ],
    benefits: [
      {
        title: "Faster matter opening",
        content: "Intake answers, ID and a signed engagement letter arrive in one step, so work starts sooner.",
      },
      {
        title: "Confidentiality by design",
        content:
          "Encryption, two-factor authentication and access controls protect privileged client information.",
      },
      {
        title: "Less pressure on clients",
        content:
          "A clear checklist helps clients in difficult situations provide what is needed without confusion.",
      },
      {
        title: "Defensible records",
        content: "A time-stamped history of every request and upload supports file reviews and settles disputes.",
      },
    ],
    story: {
      company: "Whitford Family Law",
      location: "Brisbane, Australia",
      author: "Daniel Whitford",
      role: "Principal Lawyer",
      quote:
        "Financial disclosure used to drag on through weeks of emails. Clients now get one checklist they can work through at their own pace, and we know exactly where every matter stands.",
      outcome:
        "Whitford Family Law cut the time to complete financial disclosure from an average of 6 weeks to 2, and now opens new matters within a single day.",
    },
    conclusion:
      "Clients trust their lawyers with their most sensitive information. DocSleeve helps law firms honor that trust with secure, organized document collection and a record of every step, while giving lawyers back the hours lost to chasing paperwork.",
    metaTitle: "Secure Client Document Collection for Law Firms | DocSleeve",
    metaDescription:
      "Collect intake forms, ID, disclosures and signed engagement letters securely. Track every matter and keep a full audit trail with DocSleeve.",
  },
  {
    id: "compliance",
    title: "Compliance",
    cardSummary:
      "Run KYC, onboarding and periodic reviews with standardized requests, retention rules and an audit trail regulators can follow.",
    icon: "BadgeCheck",
    color: "teal",
    lead:
      "Compliance teams must collect the right evidence from the right people, and prove that they did. DocSleeve makes every request consistent and every step traceable.",
    desc: [
      "Know-your-customer checks, vendor due diligence, periodic reviews and policy attestations all depend on documents from people outside your organization. Run through email and spreadsheets, these processes vary from one analyst to the next, are hard to evidence during an audit, and put the personal data they carry at risk.",
      "DocSleeve gives your team a standard Sleeve template for each review type, so every customer or vendor receives the same request. Documents arrive encrypted, questionnaires capture the required declarations, and attestations are signed electronically. Retention and deletion rules apply automatically, and the audit trail shows exactly what was requested, received and approved, and by whom.",
    ],
    features: [
      {
        title: "KYC and due diligence templates",
        content:
          "Define the documents and declarations each review requires and apply them the same way every time.",
      },
      {
        title: "Attestations with e-signatures",
        content:
          "Collect signed declarations, policy acknowledgments and beneficial ownership confirmations.",
      },
      {
        title: "Retention and deletion rules",
        content: "Keep records for as long as your obligations require, then delete them automatically.",
      },
      {
        title: "Complete audit trail",
        content: "Every request, upload, review decision and change is time-stamped and exportable.",
      },
      {
        title: "Periodic review reminders",
        content: "Schedule refresh requests so expiring documents are renewed before they lapse.",
      },
    ],
    benefits: [
      {
        title: "Consistent processes",
        content: "Every customer and vendor goes through the same checklist, whoever runs the review.",
      },
      {
        title: "Audit-ready evidence",
        content:
          "Show regulators and auditors what was collected and when, without reconstructing it from inboxes.",
      },
      {
        title: "Reduced data risk",
        content:
          "Sensitive personal data stays encrypted in one controlled system instead of spread across email.",
      },
      {
        title: "Regulatory alignment",
        content:
          "GDPR and Singapore PDPA compliance, regional data hosting and retention rules support your obligations.",
      },
    ],
    story: {
      company: "Kestrelgate Payments",
      location: "Singapore",
      author: "Aisha Rahman",
      role: "Head of Compliance",
      quote:
        "Before DocSleeve, every analyst ran KYC their own way. Now the checklist is the same for every merchant, and evidencing our last audit took hours instead of days.",
      outcome:
        "Kestrelgate reduced merchant onboarding from 10 business days to 4, and passed its annual compliance audit with no findings on record keeping.",
    },
    conclusion:
      "Good compliance is consistent, documented and secure. DocSleeve gives compliance teams a standard way to collect evidence from customers, vendors and staff, with the controls and audit trail that make every review easy to defend.",
    metaTitle: "KYC & Compliance Document Collection | DocSleeve",
    metaDescription:
      "Standardize KYC, due diligence and periodic reviews with secure templates, e-signed attestations, retention rules and a complete audit trail.",
  },
] as const satisfies readonly UseCase[];

/** Looks a use case up by its URL slug; undefined for an unknown slug (the route answers 404). */
export function findUseCase(id: string): UseCase | undefined {
  return USE_CASES.find((useCase) => useCase.id === id);
}

/** Section heading copy for the use-cases index and the home page teaser. */
export const USE_CASES_SECTION = {
  eyebrow: "Use cases",
  heading: "Built for the way your industry works",
  subheading:
    "From loan files to KYC reviews, see how firms like yours use DocSleeve to collect documents, answers and signatures.",
  cardLink: "Learn More",
} as const;

/** Width of every use-case illustration (public/images/use-cases/{id}.svg), in CSS pixels. */
export const USE_CASE_IMAGE_WIDTH = 480;

/** Height of every use-case illustration, in CSS pixels. */
export const USE_CASE_IMAGE_HEIGHT = 320;

/** Path of a use case's illustration; one SVG per id, made for this site. */
export function useCaseImage(id: string): string {
  return `/images/use-cases/${id}.svg`;
}

/** Section headings and calls to action of a use-case detail page (/use-cases/:id). */
export const USE_CASE_PAGE = {
  indexTitle: "Use Cases",
  indexMetaDescription:
    "How real estate agents, brokers, accountants, tax preparers, law firms and compliance teams collect client documents and e-signatures with DocSleeve.",
  backLink: "All use cases",
  overviewHeading: "The challenge and the solution",
  keyFeaturesHeading: "Key features",
  keyBenefitsHeading: "Key benefits",
  customerStoryHeading: "Customer story",
  outcomeLabel: "The result",
  conclusionHeading: "The bottom line",
  ctaHeading: "Ready to stop chasing documents?",
  ctaText: `Start with ${FREE_PLAN.sleevesPerMonth} free Sleeves every month, no credit card required, and upgrade when your team is ready.`,
  ctaButton: "View Pricing",
  /** Shown above the grid when /use-cases/:id names no use case (the grid is shown; served as 404). */
  unknownNotice: "We could not find that use case. Here are all the industries DocSleeve serves.",
} as const;
