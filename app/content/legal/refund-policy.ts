import {
  FREE_PLAN,
  MONEY_BACK_DAYS,
  SUPPORT_REPLY_HOURS,
  YEARLY_PRORATED_REFUND_DAYS,
} from "../plan-facts";
import type { DocPage } from "./types";

/** Refund Policy: 14-day money-back guarantee, pro-rated yearly refunds within 30 days, and how to request one. */
export const REFUND: DocPage = {
  slug: "refund-policy",
  title: "Refund Policy",
  metaTitle: "Refund Policy | DocSleeve",
  metaDescription:
    `DocSleeve's refund terms: a ${MONEY_BACK_DAYS}-day money-back guarantee on your first payment, pro-rated refunds on yearly plans within ${YEARLY_PRORATED_REFUND_DAYS} days, and how to request one.`,
  updated: "2026-11-01",
  intro:
    `We want you to be confident that DocSleeve is the right fit before you commit. You can try it first on the Free plan, with ${FREE_PLAN.sleevesPerMonth} Sleeves per month and no credit card required, and every paid plan comes with a ${MONEY_BACK_DAYS}-day money-back guarantee on its first payment. This Refund Policy explains when refunds are available and how to request one. It forms part of our Terms & Conditions and does not affect any rights you have under applicable law.`,
  sections: [
    {
      id: "money-back-guarantee",
      heading: `${MONEY_BACK_DAYS}-Day Money-Back Guarantee`,
      blocks: [
        {
          kind: "p",
          text: `If you are not satisfied with DocSleeve, you can request a full refund of the first payment of any paid plan (Pro or Team, billed monthly or yearly) within ${MONEY_BACK_DAYS} days of that payment. No questions asked: we may ask for feedback to help us improve, but you do not have to give a reason.`,
        },
        {
          kind: "ul",
          items: [
            `The ${MONEY_BACK_DAYS}-day period starts on the date of your first payment for the plan, as shown on your invoice.`,
            "When we issue the refund, your account moves to the Free plan. Your Sleeves and documents remain available, subject to the Free plan's limits.",
            "The guarantee applies to the first payment on a paid plan for each customer account. It does not apply to renewals.",
          ],
        },
      ],
    },
    {
      id: "yearly-plans",
      heading: `Yearly Plans Canceled Within ${YEARLY_PRORATED_REFUND_DAYS} Days`,
      blocks: [
        {
          kind: "p",
          text: `If you cancel a yearly plan after the ${MONEY_BACK_DAYS}-day guarantee period has ended but within ${YEARLY_PRORATED_REFUND_DAYS} days of purchase, you will receive a pro-rated refund for the unused full months of your subscription. The current month, in which you cancel, is not refunded, and your plan stays active until the end of that month.`,
        },
        {
          kind: "p",
          text: "For example, if you cancel a yearly plan on day 20 after purchase, the first month is treated as used and you are refunded for the remaining 11 full months.",
        },
        {
          kind: "p",
          text: `Yearly plans canceled more than ${YEARLY_PRORATED_REFUND_DAYS} days after purchase are not refunded. Cancellation turns off automatic renewal, and your plan remains active until the end of the yearly term you have paid for.`,
        },
      ],
    },
    {
      id: "monthly-renewals",
      heading: "Monthly Renewals",
      blocks: [
        {
          kind: "p",
          text: "Monthly renewal payments are not refunded. You can cancel at any time in your account billing settings, and cancellation stops the next renewal: you keep access to your paid plan until the end of the month you have already paid for, and your account then moves to the Free plan.",
        },
      ],
    },
    {
      id: "sleeve-credits",
      heading: "Sleeve Credits and Other Non-Refundable Items",
      blocks: [
        {
          kind: "ul",
          items: [
            "Unused Sleeve credits are not refundable in cash and have no cash value, including when you cancel or downgrade your plan.",
            "Service credits issued under our uptime commitment are applied to future invoices and cannot be exchanged for cash.",
            "Taxes are refunded only to the extent that the tax authority allows them to be reversed with the refunded charge.",
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
            "Include your company name, the e-mail address on the account and the invoice number or date of the payment you want refunded.",
            `We confirm receipt within ${SUPPORT_REPLY_HOURS} hours and tell you the refund amount and the date your plan will change.`,
          ],
        },
        {
          kind: "p",
          text: `A request is on time if we receive it within the applicable ${MONEY_BACK_DAYS}-day or ${YEARLY_PRORATED_REFUND_DAYS}-day period, even if we process it after the period ends.`,
        },
      ],
    },
    {
      id: "processing-time",
      heading: "When You Will Receive Your Refund",
      blocks: [
        {
          kind: "p",
          text: "Approved refunds are returned to the original card or payment method used for the purchase. Once we process your refund, it usually appears on your statement within 5-10 business days, depending on your bank or card issuer. We cannot send refunds to a different card, bank account or person.",
        },
        {
          kind: "p",
          text: "Refunds are made in the currency in which you were charged. We are not responsible for differences caused by exchange rates or fees charged by your bank.",
        },
      ],
    },
    {
      id: "exceptions",
      heading: "Exceptions",
      blocks: [
        {
          kind: "p",
          text: "We may decline a refund where an account has been suspended or terminated for a serious breach of our Terms & Conditions, such as fraud or sending Sleeves for phishing, or where the same person or business has repeatedly purchased and requested refunds. If you have opened a chargeback with your card issuer for the same payment, please contact us first: we cannot process a refund while a chargeback is open.",
        },
      ],
    },
    {
      id: "questions",
      heading: "Questions",
      blocks: [
        {
          kind: "p",
          text: "If you are unsure whether a payment qualifies for a refund, contact support@docsleeve.com or call +65 6123 4567, Monday to Friday, 9:00 to 18:00 Singapore time (GMT+8). We are happy to help you choose a plan or billing period that suits your business.",
        },
      ],
    },
  ],
};
