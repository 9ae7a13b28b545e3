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
