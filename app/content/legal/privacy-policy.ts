import { BACKUP_RETENTION_DAYS } from "../plan-facts";
import { BREACH_NOTICE_HOURS, CONTACT_MESSAGE_RETENTION_DAYS, DATA_DELETION_DAYS, SENT_MAIL_RETENTION_DAYS, UNFINISHED_SIGNUP_RETENTION_DAYS } from "./commitments";
import type { DocPage } from "./types";

/** Privacy Policy: how DocSleeve collects, uses, shares and protects personal data (9 sections). */
export const PRIVACY: DocPage = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  metaTitle: "Privacy Policy | DocSleeve",
  metaDescription:
    "How DocSleeve collects, uses, shares, keeps and protects personal data, including newsletter consent, and how to use your rights under the GDPR and PDPA.",
  updated: "2026-11-25",
  intro:
    "DocSleeve Pte. Ltd. (DocSleeve, we, us or our) provides a secure platform that businesses use to collect documents, information and e-signatures from their clients. This Privacy Policy explains what personal data we collect, why we collect it, who we share it with and the choices and rights you have. It applies to our website, the DocSleeve application and our support channels. We comply with the Singapore Personal Data Protection Act 2012 (PDPA) and, where it applies, the EU and UK General Data Protection Regulation (GDPR). There are two roles to keep in mind: for account, billing and website data, DocSleeve is the controller (organization) responsible for that data; for documents and answers that our customers collect from their own clients through a Sleeve, our customer is the controller and DocSleeve processes that data on the customer's behalf as a processor (a data intermediary under the PDPA). If you received a Sleeve from a business, that business's privacy notice governs how it uses your information, and you should direct requests about your documents to that business first.",
  sections: [
    {
      id: "information-we-collect",
      heading: "1. Information We Collect",
      blocks: [
        {
          kind: "p",
          text: "We collect only the information we need to provide and improve the Service. Depending on how you interact with us, this includes:",
        },
        {
          kind: "ul",
          items: [
            "Account information: name, business e-mail address, phone number, company name, job role, password (stored only as a salted hash) and two-factor authentication settings.",
            "Billing information: billing contact, billing address, tax identifiers and a record of your purchases. Card details are collected and stored by our payment processor; we see only the card type, last four digits and expiry date.",
            "Customer Data: documents, form answers, signatures, messages and Recipient names and e-mail addresses that customers and their clients submit through Sleeves. We process this data on our customers' instructions.",
            "Signing and audit data: the time of each action on a Sleeve, IP address, browser and device type, and a cryptographic fingerprint of each signed document, which together form the audit trail.",
            "Usage and device data: pages and features used, log data, error reports and approximate location derived from IP address.",
            "Communications: messages you send to our support and sales teams, call notes, and your marketing preferences.",
            "Website measurement: our website counts page views per page, the name of the site that linked to us, campaign tags in the link (utm_source, utm_medium, utm_campaign) and the steps of a purchase (such as pricing viewed, Buy Now, code sent, paid) as daily totals on our own server. It sets no cookies, stores nothing in your browser and keeps no IP address, browser details or e-mail address for this. To count unique visitors per day, we compute a one-way hash of a random salt, the website's name, your IP address (for IPv6, its network part) and your browser's user agent string; the salt changes every day and is deleted at the end of the day, together with that day's hashes, as Plausible Analytics documents for its own method, so a visit can never be traced back to you or linked across days. Bots and browser prefetches are not counted. If we also send these events to an analytics service (such as a Plausible or Umami server), only the same information is sent: never an IP address, browser details or an identifier.",
            "Cookies: our public website sets no cookies. The DocSleeve application uses strictly necessary cookies that keep you signed in and secure.",
          ],
        },
      ],
    },
    {
      id: "how-we-use-information",
      heading: "2. How We Use Information",
      blocks: [
        {
          kind: "p",
          text: "We use personal data for the following purposes:",
        },
        {
          kind: "ul",
          items: [
            "to create and manage accounts, authenticate users and provide the features of the Service, including sending Sleeves, reminders and status notifications;",
            "to record a reliable audit trail of uploads, answers and signatures so that our customers can demonstrate what was collected, from whom and when;",
            "to process payments, issue invoices and manage subscriptions;",
            "to respond to support requests and provide onboarding and training;",
            "to keep the Service secure, including detecting and preventing fraud, abuse and unauthorized access;",
            "to understand usage and improve the Service, using aggregated or de-identified data wherever possible;",
            "to send service announcements and, where you have agreed or the law otherwise allows, product news and marketing, which you can opt out of at any time using the unsubscribe link in each message;",
            "to send our newsletter to addresses whose owners subscribed and confirmed their subscription (see Newsletter below); and",
            "to comply with legal obligations and to establish, exercise or defend legal claims.",
          ],
        },
        {
          kind: "p",
          text: "We do not sell personal data. We do not use the contents of Customer Data for advertising or to train machine learning models. The Service is intended for business use and is not directed to children under 18; we do not knowingly collect their personal data.",
        },
      ],
    },
    {
      id: "legal-bases",
      heading: "3. Legal Bases for Processing",
      blocks: [
        {
          kind: "p",
          text: "Where the GDPR applies, we rely on the following legal bases when we act as controller:",
        },
        {
          kind: "ul",
          items: [
            "Performance of a contract: to provide the Service you signed up for, manage your account and process payments.",
            "Legitimate interests: to secure and improve the Service, prevent fraud, provide support and send relevant service-related information to business contacts, where those interests are not overridden by your rights.",
            "Consent: for non-essential cookies and certain marketing communications. You may withdraw consent at any time without affecting processing carried out before withdrawal.",
            "Legal obligation: to keep accounting and tax records and to respond to lawful requests from authorities.",
          ],
        },
        {
          kind: "p",
          text: "Under the PDPA, we collect, use and disclose personal data with your consent, including consent deemed by your conduct when you provide information for a purpose, or where an exception under the PDPA applies, such as the legitimate interests and business improvement exceptions. For Customer Data, the customer that sends the Sleeve is responsible for establishing the legal basis for collecting its clients' information.",
        },
        {
          kind: "p",
          text: "Newsletter: subscribing to our newsletter, from the website footer or the pop-up on our home page, is based on your consent and uses double opt-in. We first send a confirmation link to the address you entered, and you are subscribed only once you open that link, so nobody can sign up someone else's address. We record your consent: when you subscribed and confirmed, which form you used, and a keyed hash of your IP address (a one-way code made with a secret key, from which the address itself cannot be read back). Every newsletter e-mail carries a one-click unsubscribe link, and unsubscribing takes effect at once.",
        },
      ],
    },
    {
      id: "sharing-and-processors",
      heading: "4. Sharing and Processors",
      blocks: [
        {
          kind: "p",
          text: "We share personal data only as described below, and always under written agreements that require recipients to protect it:",
        },
        {
          kind: "ul",
          items: [
            "Service providers (sub-processors) that help us run the Service, such as cloud hosting in ISO 27001 and SOC 2 certified data centers, e-mail delivery, payment processing, customer support tools and error monitoring. They may process personal data only on our instructions. A current list of sub-processors is available on request from support@docsleeve.com, and customers are notified before we add a new sub-processor that handles Customer Data.",
            "Integrations you enable, such as cloud storage or practice management software, receive the data you choose to send to them. Their use of that data is governed by their own terms.",
            "Within a customer account, users with the right permissions can see Sleeves and Customer Data according to the roles the account administrator assigns.",
            "Professional advisers, such as auditors, lawyers and insurers, under duties of confidentiality.",
            "Authorities, where we are required by law or a binding order to disclose information. We review each request carefully and, where permitted, notify the affected customer before disclosing Customer Data.",
            "A buyer or successor in connection with a merger, acquisition or sale of assets, subject to the protections in this policy.",
          ],
        },
      ],
    },
    {
      id: "international-transfers",
      heading: "5. International Transfers and Data Residency",
      blocks: [
        {
          kind: "p",
          text: "Customer Data is stored in the data region chosen for the customer's account. Singapore is the default region; customers can also choose Australia, the European Union or the United States. Customer Data stays in the selected region at rest, including in our daily encrypted backups.",
        },
        {
          kind: "p",
          text: "Some account, billing and support data, and limited operational data, may be accessed by or transferred to our team and service providers in other countries. When we transfer personal data outside Singapore, we take steps to ensure it receives a standard of protection comparable to the PDPA, as required by its Transfer Limitation Obligation. When we transfer personal data from the European Economic Area, the United Kingdom or Switzerland to a country without an adequacy decision, we use the European Commission's Standard Contractual Clauses or another lawful transfer mechanism, together with additional safeguards such as encryption where appropriate.",
        },
      ],
    },
    {
      id: "retention",
      heading: "6. Retention",
      blocks: [
        {
          kind: "p",
          text: "We keep personal data only for as long as we need it for the purposes described in this policy or as required by law:",
        },
        {
          kind: "ul",
          items: [
            `Customer Data is kept according to the retention and deletion rules the customer configures in the Service, and is deleted at the customer's instruction. When an account is terminated, its Customer Data is deleted within ${DATA_DELETION_DAYS} days of termination, from our active systems and from our encrypted backups.`,
            `E-mail verification codes, and the copies we keep of the e-mails we send (verification, confirmation and newsletter messages), are deleted ${SENT_MAIL_RETENTION_DAYS} days after delivery, or ${SENT_MAIL_RETENTION_DAYS} days after our last attempt when an e-mail cannot be delivered.`,
            `Messages sent through our contact page are deleted ${CONTACT_MESSAGE_RETENTION_DAYS} days after we receive them, or sooner if you ask us to erase them.`,
            `Sign-ups that are started but never finished (for example, an e-mail address that was never verified or a payment that was never completed) are deleted after ${UNFINISHED_SIGNUP_RETENTION_DAYS} days.`,
            "Newsletter subscriptions and the record of your consent are kept until you unsubscribe, and the consent record for as long as we need it to show that you agreed.",
            "Account information is kept for as long as the account is active and for up to 12 months after closure to handle follow-up questions and prevent abuse.",
            "Billing and tax records are kept for at least 5 years, as required by Singapore law.",
            "Support communications are kept for up to 3 years after the request is resolved.",
            "Security and access logs are kept for up to 12 months unless needed for an ongoing investigation.",
          ],
        },
      ],
    },
    {
      id: "security",
      heading: "7. Security",
      blocks: [
        {
          kind: "p",
          text: "We protect personal data with technical and organizational measures appropriate to its sensitivity, including:",
        },
        {
          kind: "ul",
          items: [
            "AES-256 encryption at rest and TLS 1.2 or higher for data in transit;",
            "hosting in ISO 27001 and SOC 2 certified data centers;",
            "two-factor authentication and role-based access controls for customer accounts;",
            "a full audit trail of activity on every Sleeve;",
            "strictly limited, logged employee access to production systems on a need-to-know basis;",
            "an antivirus scan of every uploaded file;",
            `daily encrypted backups kept for ${BACKUP_RETENTION_DAYS} days; and`,
            "annual penetration tests by independent third parties.",
          ],
        },
        {
          kind: "p",
          text: `No system is completely secure, but we work continuously to protect your information. If a data breach affects your personal data, we will notify you and the relevant authorities within ${BREACH_NOTICE_HOURS} hours of becoming aware of it, as the PDPA and the GDPR require. Details of our security program are on our Security page.`,
        },
      ],
    },
    {
      id: "your-rights",
      heading: "8. Your Rights (GDPR and PDPA)",
      blocks: [
        {
          kind: "p",
          text: "Depending on where you live and the law that applies, you may have the right to:",
        },
        {
          kind: "ul",
          items: [
            "access the personal data we hold about you and obtain information about how it has been used or disclosed in the past year;",
            "correct personal data that is inaccurate or incomplete;",
            "ask us to delete your personal data;",
            "restrict or object to certain processing, including processing based on legitimate interests and direct marketing;",
            "receive your personal data in a portable, machine-readable format;",
            "withdraw consent at any time, where we rely on consent; and",
            "lodge a complaint with a supervisory authority, such as the Personal Data Protection Commission in Singapore or the data protection authority in your country of residence in the EU or UK.",
          ],
        },
        {
          kind: "p",
          text: "To exercise these rights, e-mail support@docsleeve.com with the subject line Privacy Request. We may need to verify your identity before acting on a request. We respond within 30 days, and will tell you if we need more time and why. If your request concerns documents you submitted through a Sleeve, we will refer it to the business that sent the Sleeve, since that business controls the data, and we will assist it in responding.",
        },
      ],
    },
    {
      id: "contact-and-changes",
      heading: "9. Contact and Changes to This Policy",
      blocks: [
        {
          kind: "p",
          text: "Our Data Protection Officer can be reached at support@docsleeve.com (please use the subject line Attention: Data Protection Officer) or by post at DocSleeve Pte. Ltd., Attn: Data Protection Officer, 71 Robinson Road, #14-01, Singapore 068895. You can also call us on +65 6123 4567, Monday to Friday, 9:00 to 18:00 Singapore time (GMT+8).",
        },
        {
          kind: "p",
          text: "We may update this Privacy Policy to reflect changes in our practices, the Service or the law. We will post the updated policy on this page and change the date at the top. If the changes are material, we will notify account owners by e-mail or in the app before they take effect.",
        },
      ],
    },
  ],
};
