/**
 * Why an order is taxed the way it is (decision 0040): the vocabulary shared by
 * the tax decision, the order summary, the subscription row (`subscriptions.tax_reason`) and invoices.
 * - `standard`: the buyer's country's standard rate, where the seller is registered (SG 9%, DE 19%, …).
 * - `reverse_charge`: an EU or GB business with a valid VAT number: 0%, "Reverse charge" on the invoice.
 * - `abn`: an Australian business with a valid ABN: 0%, "GST not charged (ABN)".
 * - `not_collected`: a country where the seller is not registered: 0%, "Tax not collected".
 */
export const TAX_REASONS = ["standard", "reverse_charge", "not_collected", "abn"] as const;

export type TaxReason = (typeof TAX_REASONS)[number];
