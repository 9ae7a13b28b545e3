import {
  FREE_PLAN,
  PRO_PLAN_USERS,
  SLEEVE_LIMITS,
  SUPPORT_REPLY_HOURS,
  UPTIME,
  YEARLY_SAVING_PERCENT,
} from "../plan-facts";
import { DATA_DELETION_DAYS, REFUND_ISSUE_BUSINESS_DAYS, REFUND_REVIEW_BUSINESS_DAYS } from "./commitments";
import { INVOICES_AND_CREDIT_NOTES, TAX_BY_PLACE } from "./tax-and-invoices";
import type { DocPage } from "./types";

/** Terms and Conditions governing use of the DocSleeve service. */
export const TERMS: DocPage = {
  slug: "terms-condition",
  title: "Terms and Conditions",
  metaTitle: "Terms and Conditions | DocSleeve",
  metaDescription:
    "The terms that govern your use of DocSleeve: accounts, plans and billing, acceptable use, your data, e-signatures, uptime, liability and Singapore law.",
  updated: "2026-11-28",
  intro:
    "These Terms and Conditions (the Terms) form a binding agreement between DocSleeve Pte. Ltd., a company incorporated in Singapore with its registered office at 71 Robinson Road, #14-01, Singapore 068895 (DocSleeve, we, us or our), and the business or individual that creates an account or uses our services (you or Customer). They apply to the DocSleeve web application, our public website, our APIs and integrations, and any related support we provide (together, the Service). Please read them carefully. If you have a separate signed agreement with us, that agreement takes precedence where it conflicts with these Terms.",
  sections: [
    {
      id: "acceptance",
      heading: "1. Acceptance of These Terms",
      blocks: [
        {
          kind: "p",
          text: "By creating an account, starting a free plan, purchasing a subscription or otherwise using the Service, you agree to these Terms and to our Privacy Policy, Refund Policy and any plan-specific terms shown to you at checkout. If you do not agree, do not use the Service.",
        },
        {
          kind: "p",
          text: "If you accept these Terms on behalf of a company or other organization, you confirm that you have authority to bind that organization, and references to you in these Terms mean that organization.",
        },
        {
          kind: "p",
          text: "The Service is designed for business and professional use. It is not intended for personal, family or household purposes, and you may not use it if you are under 18 years of age.",
        },
      ],
    },
    {
      id: "accounts",
      heading: "2. Accounts and Users",
      blocks: [
        {
          kind: "p",
          text: "To use the Service you must register an account with accurate, current and complete information and keep it up to date. Each user login is personal to one named individual and may not be shared.",
        },
        {
          kind: "ul",
          items: [
            "You are responsible for all activity that occurs under your account, including activity by users you invite.",
            "You must keep passwords and two-factor authentication devices secure, and we strongly recommend enabling two-factor authentication for every user.",
            "You must notify us promptly at support@docsleeve.com if you suspect unauthorized access to your account.",
            "Account owners and administrators control which users can view, send and manage Sleeves, and are responsible for removing access for users who leave the organization.",
          ],
        },
        {
          kind: "p",
          text: "Your clients who receive a Sleeve (Recipients) do not need a DocSleeve account to upload documents, answer questions or sign. You are responsible for sending Sleeves only to the intended Recipients and for the instructions you give them.",
        },
      ],
    },
    {
      id: "plans-billing",
      heading: "3. Plans, Billing and Renewals",
      blocks: [
        {
          kind: "p",
          text: "We offer a Free plan and paid Pro and Team plans. Pro includes one user; Team includes as many users as you purchase. Each plan has limits per Sleeve, currently:",
        },
        {
          kind: "ul",
          items: [
            `Free: ${FREE_PLAN.users} user, ${FREE_PLAN.storageGb} GB of storage, ${FREE_PLAN.sleevesPerMonth} Sleeves per month, up to ${SLEEVE_LIMITS.free.documents} documents and ${SLEEVE_LIMITS.free.recipients} recipients per Sleeve.`,
            `Pro: ${PRO_PLAN_USERS} user, up to ${SLEEVE_LIMITS.pro.documents} documents and ${SLEEVE_LIMITS.pro.recipients} recipients per Sleeve.`,
            `Team: the number of users you purchase, up to ${SLEEVE_LIMITS.team.documents} documents and ${SLEEVE_LIMITS.team.recipients} recipients per Sleeve.`,
          ],
        },
        {
          kind: "p",
          text: `Current prices and the full feature list for each plan are shown on our pricing page and at checkout. Paid plans are billed in advance on a monthly or yearly basis; yearly billing saves up to ${YEARLY_SAVING_PERCENT}% compared with paying monthly for the same period.`,
        },
        {
          kind: "ul",
          items: [
            "Subscriptions renew automatically at the end of each billing period for the same term unless you cancel before the renewal date. You can cancel at any time in your account billing settings, and cancellation takes effect at the end of the current billing period.",
            "You authorize us and our payment processor to charge your payment method for all fees, the taxes that apply to your order as described below and any upgrades you select.",
            "Upgrades take effect immediately and are charged pro rata for the remainder of the billing period. Downgrades take effect at the start of the next billing period, and you are responsible for bringing your usage within the new plan's limits.",
            "We may change plan prices or features by giving you at least 30 days' notice by e-mail. Changes apply from your next renewal after the notice period; if you do not agree, you may cancel before that renewal.",
            "If a payment fails, we will notify you and retry the charge. If payment remains outstanding 14 days after the due date, we may suspend paid features until the balance is settled.",
          ],
        },
        { kind: "p", text: TAX_BY_PLACE },
        { kind: "p", text: INVOICES_AND_CREDIT_NOTES },
        {
          kind: "p",
          text: `Refunds are governed by our Refund Policy: we review a request within ${REFUND_REVIEW_BUSINESS_DAYS} business days and issue an approved refund within ${REFUND_ISSUE_BUSINESS_DAYS} business days, and we do not refund unused time. Except as stated in that policy or required by law, fees are non-refundable.`,
        },
      ],
    },
    {
      id: "free-plan",
      heading: "4. Free Plan",
      blocks: [
        {
          kind: "p",
          text: `The Free plan lets you try DocSleeve without a credit card. It includes ${FREE_PLAN.users} user, ${FREE_PLAN.storageGb} GB of storage and ${FREE_PLAN.sleevesPerMonth} Sleeves per month, with up to ${SLEEVE_LIMITS.free.documents} documents and ${SLEEVE_LIMITS.free.recipients} recipients per Sleeve. Unused Sleeves do not roll over to the following month.`,
        },
        {
          kind: "p",
          text: "The Free plan is provided as is, without the uptime commitment or service credits described in section 9. We may change the Free plan's limits or features, or discontinue it, by giving at least 30 days' notice. We may close Free accounts that have been inactive for more than 12 months after giving 30 days' notice to the account e-mail address, so that you have time to export your data.",
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "5. Acceptable Use",
      blocks: [
        {
          kind: "p",
          text: "You must use the Service lawfully and only to collect documents, information and signatures for genuine business purposes. You must not, and must not allow anyone else to:",
        },
        {
          kind: "ul",
          items: [
            "send Sleeves to people who have not engaged with your business, or use the Service to send spam, phishing or other unsolicited messages;",
            "impersonate any person or organization, or misrepresent who is requesting documents or signatures;",
            "collect documents or personal data that you have no lawful basis to collect, or that you do not need for the stated purpose;",
            "upload or request material that is unlawful, infringing, defamatory, or that contains viruses, malware or other harmful code;",
            "attempt to gain unauthorized access to the Service, other customers' accounts or our systems, or probe, scan or test their vulnerabilities without our written permission;",
            "interfere with or disrupt the integrity or performance of the Service, including by automated access that exceeds reasonable rate limits;",
            "copy, resell, sublicense or provide the Service to third parties as a service bureau, or reverse engineer it except where the law expressly permits; or",
            "use the Service to build a competing product or to benchmark it for publication without our written consent.",
          ],
        },
        {
          kind: "p",
          text: "We may investigate suspected violations and may remove content or suspend access where reasonably necessary to protect the Service, Recipients or other customers. Where practical, we will tell you first and give you an opportunity to fix the problem.",
        },
      ],
    },
    {
      id: "customer-data",
      heading: "6. Customer Data",
      blocks: [
        {
          kind: "p",
          text: "Customer Data means the documents, form answers, signatures, messages and other content that you or your Recipients submit to the Service. As between you and DocSleeve, you own your Customer Data. You grant us a limited, worldwide, non-exclusive license to host, store, process, transmit and display Customer Data only as needed to provide, secure and support the Service and as otherwise instructed by you.",
        },
        {
          kind: "ul",
          items: [
            "You are responsible for the accuracy, quality and legality of Customer Data and for having all notices, consents and rights needed for us to process it on your behalf.",
            "When we process personal data contained in Customer Data, we act as your data processor (a data intermediary under the Singapore Personal Data Protection Act 2012) and process it only on your documented instructions, as described in our Privacy Policy and in our Data Processing Addendum, which is available on request.",
            "Customer Data is stored in the data region selected for your account: Singapore by default, or Australia, the European Union or the United States if you choose one of those regions.",
            "We do not sell Customer Data, and we do not use the contents of your documents to train machine learning models.",
            "You can export your Customer Data at any time while your account is active, and after termination until it is deleted, as described in section 10.",
          ],
        },
        {
          kind: "p",
          text: "We protect Customer Data with administrative, technical and physical safeguards described on our Security page, including AES-256 encryption at rest and TLS 1.2 or higher in transit. If we become aware of a personal data breach affecting your Customer Data, we will notify you without undue delay and give you the information you reasonably need to meet your own notification obligations.",
        },
      ],
    },
    {
      id: "e-signatures",
      heading: "7. Electronic Signatures",
      blocks: [
        {
          kind: "p",
          text: "The Service lets Recipients sign documents electronically. Each completed signature is recorded with a tamper-evident audit trail that includes the signer's e-mail address, the time of each action, the IP address used and a cryptographic fingerprint of the signed document.",
        },
        {
          kind: "p",
          text: "In Singapore, the Electronic Transactions Act 2010 provides that an electronic record or electronic signature is not denied legal effect solely because it is in electronic form. Electronic signatures are similarly recognized in the United States under the Electronic Signatures in Global and National Commerce Act (ESIGN) and the Uniform Electronic Transactions Act, and in the European Union under Regulation (EU) No 910/2014 (eIDAS). Signatures created with DocSleeve are simple electronic signatures; they are not qualified electronic signatures under eIDAS.",
        },
        {
          kind: "p",
          text: "Some documents cannot be signed electronically, or must meet special requirements such as witnessing, notarization or a particular form of signature. Depending on the jurisdiction, these may include wills, certain powers of attorney and trust instruments, negotiable instruments, and some documents relating to land and property. You are responsible for deciding whether an electronic signature is appropriate for each document and for meeting any formal or regulatory requirements that apply to you. DocSleeve does not provide legal advice, and nothing in the Service is a substitute for advice from your own counsel.",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "8. Intellectual Property",
      blocks: [
        {
          kind: "p",
          text: "DocSleeve and its licensors own all rights in the Service, including its software, design, templates we supply, documentation and the DocSleeve name and logo. Subject to these Terms and payment of applicable fees, we grant you a non-exclusive, non-transferable right during your subscription to access and use the Service for your internal business purposes. No other rights are granted.",
        },
        {
          kind: "p",
          text: "You may choose to send us suggestions or feedback about the Service. You grant us a perpetual, royalty-free right to use that feedback to improve our products without any obligation to you, and we will not identify you as its source without your permission.",
        },
      ],
    },
    {
      id: "availability",
      heading: "9. Availability and Support",
      blocks: [
        {
          kind: "p",
          text: `We commit to ${UPTIME} monthly uptime for the core Service on paid plans, measured as the percentage of minutes in a calendar month in which users can sign in and Recipients can open, complete and submit Sleeves. The following are excluded from the calculation:`,
        },
        {
          kind: "ul",
          items: [
            "scheduled maintenance announced at least 48 hours in advance, which we plan outside Singapore business hours wherever possible;",
            "outages caused by your equipment, networks, third-party integrations you enable or your breach of these Terms; and",
            "events beyond our reasonable control, such as natural disasters, widespread internet failures or acts of government.",
          ],
        },
        {
          kind: "p",
          text: `If monthly uptime on a paid plan falls below ${UPTIME}, you may request a service credit of 10% of the subscription fee for the affected month, or 25% if uptime falls below 99.0%, by e-mailing support@docsleeve.com within 30 days after the end of that month. Credits are applied to future invoices, are not payable in cash and are your sole remedy for unavailability of the Service.`,
        },
        {
          kind: "p",
          text: `Support is available by e-mail at support@docsleeve.com, with replies within ${SUPPORT_REPLY_HOURS} hours, and by phone on +65 6123 4567, Monday to Friday, 9:00 to 18:00 Singapore time (GMT+8). Urgent incidents, such as a suspected security issue or the Service being unavailable, can be reported by e-mail 24 hours a day, 7 days a week.`,
        },
      ],
    },
    {
      id: "termination",
      heading: "10. Suspension and Termination",
      blocks: [
        {
          kind: "p",
          text: "You may stop using the Service and cancel your subscription at any time from your account settings. We may suspend or terminate your access if you materially breach these Terms and do not cure the breach within 14 days after we notify you, or immediately where the breach creates a security risk, involves unlawful activity or could cause harm to Recipients or other customers.",
        },
        {
          kind: "ul",
          items: [
            "On termination, your right to use the Service ends, and any outstanding fees become due.",
            `Until your Customer Data is deleted you can sign in with read-only access to export it. We delete Customer Data, from our active systems and from our encrypted backups, within ${DATA_DELETION_DAYS} days of termination.`,
            "Sections 6, 8, 11, 12 and any other provisions that by their nature should survive will survive termination.",
          ],
        },
      ],
    },
    {
      id: "liability",
      heading: "11. Warranties and Limitation of Liability",
      blocks: [
        {
          kind: "p",
          text: "We will provide the Service with reasonable skill and care and in accordance with our documentation. Except as expressly stated in these Terms, the Service is provided as is and as available, and to the extent permitted by law we disclaim all other warranties, whether express or implied, including implied warranties of merchantability, fitness for a particular purpose and non-infringement.",
        },
        {
          kind: "p",
          text: "To the extent permitted by law, neither party will be liable to the other for any indirect, incidental, special or consequential loss, or for loss of profits, revenue, goodwill or anticipated savings, even if advised of the possibility. Each party's total liability arising out of or relating to these Terms is limited to the fees you paid to us for the Service in the 12 months before the event giving rise to the claim or, if you use only the Free plan, SGD 100.",
        },
        {
          kind: "p",
          text: "These limits do not apply to your payment obligations, to either party's liability for fraud, or for death or personal injury caused by negligence, or to any other liability that cannot be limited or excluded by law.",
        },
        {
          kind: "p",
          text: "You will defend and indemnify DocSleeve against third-party claims arising from Customer Data you submit or your use of the Service in breach of these Terms or applicable law, provided we notify you promptly of the claim and allow you to control its defense.",
        },
      ],
    },
    {
      id: "governing-law",
      heading: "12. Governing Law and Disputes",
      blocks: [
        {
          kind: "p",
          text: "These Terms and any dispute arising out of or in connection with them are governed by the laws of the Republic of Singapore, without regard to its conflict of laws rules.",
        },
        {
          kind: "p",
          text: "Before starting formal proceedings, each party agrees to try in good faith to resolve a dispute through discussion between senior representatives for at least 30 days after written notice of the dispute. If the dispute is not resolved, the courts of Singapore have exclusive jurisdiction, except that either party may seek urgent injunctive relief in any court of competent jurisdiction.",
        },
      ],
    },
    {
      id: "contact",
      heading: "13. Changes to These Terms and Contact",
      blocks: [
        {
          kind: "p",
          text: "We may update these Terms from time to time. When we make material changes, we will notify account owners by e-mail or in the app at least 30 days before the changes take effect, unless a shorter period is required for legal or security reasons. The date at the top of this page shows when the Terms were last updated. If you continue to use the Service after the changes take effect, you accept the updated Terms.",
        },
        {
          kind: "p",
          text: "You may not assign these Terms without our prior written consent, except in connection with a merger or sale of substantially all of your business. If any provision is found unenforceable, the rest of these Terms remain in effect. Our failure to enforce a provision is not a waiver of our right to do so later.",
        },
        {
          kind: "p",
          text: "Questions about these Terms can be sent to support@docsleeve.com or by post to DocSleeve Pte. Ltd., 71 Robinson Road, #14-01, Singapore 068895.",
        },
      ],
    },
  ],
};
