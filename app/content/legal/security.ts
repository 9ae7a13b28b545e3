import { BACKUP_RETENTION_DAYS, UPTIME } from "../plan-facts";
import { BREACH_NOTICE_HOURS, DATA_DELETION_DAYS } from "./commitments";
import type { DocPage } from "./types";

/** One numbered security measure shown on the Security page. */
export interface SecurityItem {
  id: string;
  title: string;
  description: string;
}

/** The 19 security measures that protect DocSleeve accounts and client documents, in display order. */
export const SECURITY_ITEMS: SecurityItem[] = [
  {
    id: "encryption-at-rest",
    title: "AES-256 encryption at rest",
    description:
      "Every document, form answer and signature is encrypted at rest with AES-256, and encryption keys are managed in a dedicated key management service, separate from the data they protect.",
  },
  {
    id: "encryption-in-transit",
    title: "TLS 1.2+ encryption in transit",
    description:
      "All traffic between browsers, our apps and our servers is encrypted with TLS 1.2 or higher, with HTTP Strict Transport Security enabled and outdated protocols and weak ciphers disabled.",
  },
  {
    id: "certified-data-centers",
    title: "ISO 27001 and SOC 2 certified data centers",
    description:
      "DocSleeve runs in data centers certified to ISO 27001 and audited under SOC 2, with round-the-clock physical security, access controls and redundant power and networking.",
  },
  {
    id: "data-residency",
    title: "Choice of data region",
    description:
      "Customer data is stored in Singapore by default. Customers can instead choose our Australia, EU or US region, and documents stay in the chosen region at rest, including backups.",
  },
  {
    id: "two-factor-authentication",
    title: "Two-factor authentication",
    description:
      "Users can protect their sign-in with a time-based one-time code from an authenticator app, and account administrators can require two-factor authentication for everyone on the team.",
  },
  {
    id: "role-based-access",
    title: "Role-based access control",
    description:
      "Administrators assign roles that determine who can create Sleeves, view client documents, manage templates and change billing, so each person sees only what their work requires.",
  },
  {
    id: "audit-trail",
    title: "Full audit trail",
    description:
      "Every action on a Sleeve is recorded with a timestamp, user or recipient, and IP address: when it was sent, opened, uploaded to, answered, signed, downloaded or deleted. The audit trail can be exported at any time.",
  },
  {
    id: "tamper-evident-signatures",
    title: "Tamper-evident e-signatures",
    description:
      "When a document is signed, we record a SHA-256 fingerprint of the final file and attach a signing certificate, so any later change to the document can be detected.",
  },
  {
    id: "secure-recipient-access",
    title: "Secure recipient links",
    description:
      "Each recipient receives a unique, hard-to-guess link to their Sleeve. Links can be set to expire, and senders can require a one-time verification code sent to the recipient's e-mail before anything is shown.",
  },
  {
    id: "retention-rules",
    title: "Automatic retention and deletion",
    description:
      `Set retention rules per account or template, and DocSleeve deletes completed Sleeves and their documents automatically when the period ends. When an account is terminated, its data is deleted within ${DATA_DELETION_DAYS} days of termination.`,
  },
  {
    id: "daily-backups",
    title: "Daily encrypted backups",
    description:
      `Data is backed up daily to separate storage in the same region. Backups are encrypted, kept for ${BACKUP_RETENTION_DAYS} days and regularly test-restored to confirm they work.`,
  },
  {
    id: "penetration-testing",
    title: "Annual third-party penetration tests",
    description:
      "Independent security specialists test the DocSleeve application and infrastructure at least once a year. Findings are tracked to resolution, and a summary is available to customers on request.",
  },
  {
    id: "privacy-compliance",
    title: "GDPR and PDPA compliance",
    description:
      "Our practices are designed to comply with the EU General Data Protection Regulation and Singapore's Personal Data Protection Act, and we offer a Data Processing Addendum to customers who need one.",
  },
  {
    id: "malware-scanning",
    title: "Antivirus scan on uploads",
    description:
      "Every file a recipient uploads is scanned by antivirus software before it becomes available to your team, and file types that can carry executable code are blocked.",
  },
  {
    id: "network-protection",
    title: "Network protection",
    description:
      "Production systems sit in private networks behind firewalls and a web application firewall, with rate limiting and DDoS mitigation to keep the service available under attack.",
  },
  {
    id: "account-protection",
    title: "Account and session protection",
    description:
      "Passwords are stored only as salted, adaptive hashes. Repeated failed sign-in attempts are throttled, idle sessions expire automatically, and users can sign out of all other devices with one click.",
  },
  {
    id: "least-privilege-staff-access",
    title: "Least-privilege staff access",
    description:
      "Only a small number of authorized engineers can access production systems, using two-factor authentication, and every access is logged. Support staff view a customer's Sleeve only with the customer's permission.",
  },
  {
    id: "secure-development",
    title: "Secure development practices",
    description:
      "Every code change is peer reviewed and automatically tested before release, third-party dependencies are continuously scanned for known vulnerabilities, and our team completes security training every year.",
  },
  {
    id: "monitoring-incident-response",
    title: "24/7 monitoring and incident response",
    description:
      `Our systems are monitored around the clock for availability and suspicious activity, against a ${UPTIME} uptime target for enterprise customers. A documented incident response plan means that if a breach ever affects your data, you are notified within ${BREACH_NOTICE_HOURS} hours of our becoming aware of it.`,
  },
];

/** Security page copy: intro, the 19 numbered measures as an ordered list, and surrounding sections. */
export const SECURITY: DocPage = {
  slug: "security",
  title: "Security",
  metaTitle: "Security | DocSleeve",
  metaDescription:
    "How DocSleeve protects client documents: AES-256 encryption, TLS 1.2+, certified data centers, 2FA, audit trails, daily backups and GDPR/PDPA compliance.",
  updated: "2026-11-01",
  intro:
    "Your clients trust you with their most sensitive paperwork: identity documents, payslips, tax returns, bank statements and signed agreements. When you collect them through DocSleeve, you are trusting us with them too. Security is built into every layer of the product, from how a recipient opens a Sleeve to how documents are encrypted, backed up and eventually deleted. These are the 19 measures that protect your account and your clients' data.",
  sections: [
    {
      id: "security-measures",
      heading: "How We Protect Your Data",
      blocks: [
        {
          kind: "ol",
          items: SECURITY_ITEMS.map((item) => `${item.title}: ${item.description}`),
        },
      ],
    },
    {
      id: "shared-responsibility",
      heading: "Keeping Your Account Secure",
      blocks: [
        {
          kind: "p",
          text: "Security works best as a partnership. We recommend that every DocSleeve customer:",
        },
        {
          kind: "ul",
          items: [
            "require two-factor authentication for all users on the account;",
            "give each team member their own login and the narrowest role that lets them do their job;",
            "remove users promptly when they leave your organization;",
            "set retention rules so that client documents are deleted once you no longer need them; and",
            "check recipients' e-mail addresses carefully before sending a Sleeve, and turn on e-mail verification codes for sensitive requests.",
          ],
        },
      ],
    },
    {
      id: "reporting-vulnerabilities",
      heading: "Reporting a Security Concern",
      blocks: [
        {
          kind: "p",
          text: "If you believe you have found a security vulnerability in DocSleeve, or you suspect unauthorized access to your account, e-mail support@docsleeve.com with URGENT and Security Report at the start of the subject line. These messages reach our on-call team 24 hours a day, 7 days a week.",
        },
        {
          kind: "p",
          text: "Please give us reasonable time to investigate and fix a reported vulnerability before disclosing it publicly, and do not access, modify or delete data belonging to other customers while testing. We will acknowledge your report, keep you informed of our progress and will not take legal action against researchers who act in good faith and follow these guidelines.",
        },
      ],
    },
    {
      id: "security-documentation",
      heading: "Security Reviews and Documentation",
      blocks: [
        {
          kind: "p",
          text: "Many of our customers work in regulated industries and need to review their vendors. We are happy to help with security questionnaires and due diligence, and can provide our Data Processing Addendum, a list of sub-processors and a summary of our most recent penetration test. Contact sales@docsleeve.com if you are evaluating DocSleeve, or support@docsleeve.com if you are already a customer.",
        },
      ],
    },
  ],
};
