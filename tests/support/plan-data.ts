/** Orders as `plan_data`, shared by the API tests (Vitest) and the browser tests (Playwright). */

/**
 * The done-when order as `plan_data`: Team, 3 users, yearly, SGD, smallest tier (1,200 Sleeves a year):
 * S$550.00 + 2 × S$60.00 = S$670.00, saving S$110.00 against monthly, + 9% tax = S$730.30 (minor units).
 */
export const TEAM_3_YEARLY_SGD = {
  plan_id: 2,
  plan_name: "Team",
  plan_amount: 55000,
  amount: 67000,
  envelope: 1200,
  sms: 2400,
  user: 3,
  save_amount: 11000,
  total_amount: 73030,
  total_amount_show: "S$730.30",
  plan_type_id: 2,
  currency: "SGD",
  storage: 100,
};

/** Pro, monthly, USD, smallest tier (25 Sleeves a month): $19.00 + 9% tax = $20.71 (minor units). */
export const PRO_MONTHLY_USD = {
  plan_id: 1,
  plan_name: "Pro",
  plan_amount: 1900,
  amount: 1900,
  envelope: 25,
  sms: 50,
  user: 1,
  save_amount: 0,
  total_amount: 2071,
  total_amount_show: "$20.71",
  plan_type_id: 1,
  currency: "USD",
  storage: 10,
};
