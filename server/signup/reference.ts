/** The reference printed on receipts for a subscription id: `DS-000042`. */
export const referenceOf = (subscriptionId: number) => `DS-${String(subscriptionId).padStart(6, "0")}`;
