/**
 * How tax and invoices work, in one set of sentences that the Terms, the Refund Policy and the FAQ all
 * use, so the three pages say the same thing in the same words (decisions 0040
 * and 0041; the rates: app/domain/tax-rates.ts).
 */

/** How the tax on an order is decided, and what a business's tax ID changes. */
export const TAX_BY_PLACE =
  "The tax on an order follows your billing country and, for a business, its tax ID. Where we are registered (Singapore GST, EU VAT, UK VAT and Australian GST), a consumer pays the standard rate of their country, for example 9% GST in Singapore, 19% VAT in Germany or 20% VAT in the United Kingdom. A business in the EU or the UK that gives a valid VAT number pays no VAT: the reverse charge applies and the business accounts for the VAT itself. An Australian business that gives a valid ABN pays no GST, and a Singapore business pays GST like everyone else. In countries where we are not registered for tax, we do not collect any. The order summary shows the rate and the reason before you pay.";

/** What every payment and every refund produces. */
export const INVOICES_AND_CREDIT_NOTES =
  "Every payment, renewals included, issues an invoice (PDF) with its own number, linked from the receipt e-mail. It names DocSleeve's tax number and, when you gave one, yours, with the rate and amount of tax or the words \"Reverse charge\". A refund issues a credit note with its own number that names the invoice it corrects, linked from the refund e-mail. An issued invoice is never changed.";

/** The same, in four sentences (the FAQ's answer). */
export const TAX_AND_INVOICES_IN_BRIEF =
  "Tax follows your billing country and, for a business, its tax ID: a consumer pays their country's standard rate where we are registered (Singapore GST, EU VAT, UK VAT and Australian GST), and we do not collect tax elsewhere. A business in the EU or the UK that gives a valid VAT number pays no VAT (reverse charge), an Australian business with a valid ABN pays no GST, and a Singapore business pays GST like everyone else. Every payment issues an invoice (PDF) linked from the receipt e-mail, with DocSleeve's tax number and yours when you gave one. A refund issues a credit note that names the invoice it corrects.";
