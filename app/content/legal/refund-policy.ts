import { FREE_PLAN, SUPPORT_REPLY_HOURS } from "../plan-facts";
import { REFUND_ISSUE_BUSINESS_DAYS, REFUND_REVIEW_BUSINESS_DAYS, TERMS_CHANGE_REFUND_DAYS } from "./commitments";
import { INVOICES_AND_CREDIT_NOTES, TAX_BY_PLACE } from "./tax-and-invoices";
import type { DocPage } from "./types";


/**
 * Refund Policy: which payments can be refunded (billing errors, service failures, a material change
 * of terms), that unused time is never refunded, and the review and issuance deadlines.
 */
export const REFUND: DocPage = {
  slug: "refund-policy",
  title: "Refund Policy",
  metaTitle: "Refund Policy | DocSleeve",
  metaDescription:
    `When DocSleeve refunds a payment: requests reviewed within ${REFUND_REVIEW_BUSINESS_DAYS} business days, refunds issued within ${REFUND_ISSUE_BUSINESS_DAYS} business days.`,
  updated: "2026-11-28",
  intro:
    `You can try DocSleeve before paying anything: the free trial gives you ${FREE_PLAN.sleevesPerMonth} Sleeves with no credit card required. Because you can test the service first, paid plans are not refunded simply because they went unused. This Refund Policy explains the cases in which we do refund a payment, how to ask for one and how long each step takes. It forms part of our Terms and Conditions and does not affect any rights you have under applicable law.`,
  sections: [
    {
      id: "no-refund-for-unused-time",
      heading: "No Refund for Unused Time",
      blocks: [
        {
          kind: "p",
          text: "You can cancel a Pro or Team plan at any time in your account's billing settings. Cancelling stops the next renewal, and your plan stays active until the end of the month or year you have already paid for. We do not refund unused time: there are no partial refunds for the rest of a month or year, for a downgrade part-way through a term, or for users you added and no longer need.",
        },
        {
          kind: "p",
          text: "Sleeve credits you have not used are not refundable either and have no cash value. Billing is per fulfilled Sleeve: a credit is used only once a recipient uploads at least one document, so a Sleeve nobody answered costs you nothing.",
        },
      ],
    },
    {
      id: "when-we-refund",
      heading: "When We Refund a Payment",
      blocks: [
        {
          kind: "ul",
          items: [
            "You were charged twice for the same plan and period, or charged an amount different from the price and tax shown at checkout.",
            "You were charged after cancelling, for a renewal that should no longer have taken place.",
            "A fault on our side kept you from using the paid service for a substantial part of the period you paid for, and we could not fix it within a reasonable time.",
            `We make a material change to these terms or to the Terms and Conditions that reduces what you receive, you cancel because of it, and you ask within ${TERMS_CHANGE_REFUND_DAYS} days after we notify you of the change. You then receive a refund for the full months left in your paid term.`,
          ],
        },
      ],
    },
    {
      id: "how-to-request",
      heading: "How to Request a Refund",
      blocks: [
        {
          kind: "ol",
          items: [
            "E-mail support@docsleeve.com from the e-mail address of the account owner or a billing administrator, with the subject line Refund Request.",
            "Include your company name, the e-mail address on the account, the invoice number or date of the payment and why you are asking for a refund.",
            `We confirm that we have received your request within ${SUPPORT_REPLY_HOURS} hours.`,
          ],
        },
      ],
    },
    {
      id: "review-and-issuance",
      heading: "Review and Issuance",
      blocks: [
        {
          kind: "p",
          text: `We review every request and tell you our decision within ${REFUND_REVIEW_BUSINESS_DAYS} business days of receiving it. If we need more information, such as an invoice or a description of the fault you met, we ask for it in our reply.`,
        },
        {
          kind: "p",
          text: `Approved refunds are issued within ${REFUND_ISSUE_BUSINESS_DAYS} business days of our decision, to the original card or payment method used for the purchase and in the currency in which you were charged. Your bank or card issuer may take a few more days to show it on your statement. We cannot send refunds to a different card, bank account or person.`,
        },
      ],
    },
    {
      id: "exceptions",
      heading: "Exceptions",
      blocks: [
        {
          kind: "p",
          text: "We may decline a refund where an account has been suspended or terminated for a serious breach of our Terms and Conditions, such as fraud or sending Sleeves for phishing. If you have opened a chargeback with your card issuer for the same payment, please contact us first: we cannot process a refund while a chargeback is open.",
        },
      ],
    },
    {
      id: "tax-and-invoices",
      heading: "Tax, Invoices and Credit Notes",
      blocks: [
        { kind: "p", text: TAX_BY_PLACE },
        { kind: "p", text: INVOICES_AND_CREDIT_NOTES },
        {
          kind: "p",
          text: "A refund gives back the tax charged on the refunded amount, in the same proportion as the payment, and the credit note shows it. Where the reverse charge applied or no tax was collected, there is no tax to give back.",
        },
      ],
    },
    {
      id: "questions",
      heading: "Questions",
      blocks: [
        {
          kind: "p",
          text: "If you are unsure whether a payment qualifies for a refund, contact support@docsleeve.com or call +65 6123 4567, Monday to Friday, 9 AM to 6 PM Singapore time (SGT). We are happy to help you choose a plan or billing period that suits your business.",
        },
      ],
    },
  ],
};
