/**
 * The price book: plans, tiers, currencies and prices as data, and the rows they become. The code is
 * the source of truth: every start writes these rows (server/db/seed/plans.ts), so a deploy that changes
 * a price changes it everywhere at once (and a client still showing the old price is refused with
 * "Prices have changed. Please review your order."). Orders are priced from the rows as read
 * (./plan-list.ts), never from these constants.
 *
 * Price design (docs/decisions/0006-pricing-and-signup.md): three Sleeve-credit tiers per paid plan,
 * local price points per currency (not converted at a rate), yearly = ten monthly payments
 * (two months free, 16.7%: the site's "save up to 17%"), Team's extra users at a local price per
 * currency and month (twelve of them a year).
 */
import { FREE_PLAN, PRO_PLAN_USERS, SLEEVE_LIMITS } from "../../app/content/plan-facts";
import { MAX_USERS } from "../../app/domain/signup";
import type { envelopeTiers, extraUserPrices } from "../../db/schema";

/** Currencies sold: [code, symbol, name]; every one has two decimals. USD is the default. */
export const CURRENCIES = [
  ["USD", "$", "US Dollar"],
  ["SGD", "S$", "Singapore Dollar"],
  ["EUR", "€", "Euro"],
  ["GBP", "£", "British Pound"],
  ["AUD", "A$", "Australian Dollar"],
] as const;

/** Code of the default currency. */
export const DEFAULT_CURRENCY = "USD";

/**
 * The plan rows' default tax, percent: the default country's (Singapore) GST. No order is charged it as
 * such: every reader prices with the buyer's own decision (app/domain/tax.ts; decision record 0040).
 */
export const TAX_PERCENT = 9;

/** Yearly price = this many monthly payments (10 of 12: two months free). */
export const YEARLY_MONTHS_PAID = 10;

/** Largest Team seat count sold online; larger teams talk to sales (the sign-up schema's limit). */
export const TEAM_MAX_USERS = MAX_USERS;

type CurrencyCode = (typeof CURRENCIES)[number][0];

/** A tier's allowance per month: Sleeves, SMS reminders, storage (GB). */
interface TierAllowance {
  sleeves: number;
  sms: number;
  storageGb: number;
}

/** Tiers and monthly prices (major units) per currency, smallest tier first. */
interface PaidPlanSeed {
  id: 1 | 2;
  code: "pro" | "team";
  name: string;
  description: string;
  minUsers: number;
  maxUsers: number;
  tiers: TierAllowance[];
  monthly: Record<CurrencyCode, readonly number[]>;
  /**
   * Each user beyond the first, per month (major units), a local price point per currency like the
   * tiers; a year costs twelve of them. 0 where the plan has one user.
   */
  extraUserMonthly: Record<CurrencyCode, number>;
}

/** Pro (plan_id 1, one user) and Team (plan_id 2, the buyer chooses the users). */
export const PAID_PLANS: readonly PaidPlanSeed[] = [
  {
    id: 1,
    code: "pro",
    name: "Pro",
    description: "For the professional who runs every client file personally.",
    minUsers: PRO_PLAN_USERS,
    maxUsers: PRO_PLAN_USERS,
    tiers: [
      { sleeves: 25, sms: 50, storageGb: 10 },
      { sleeves: 50, sms: 100, storageGb: 25 },
      { sleeves: 100, sms: 200, storageGb: 50 },
    ],
    monthly: { USD: [19, 29, 49], SGD: [25, 39, 65], EUR: [18, 27, 45], GBP: [15, 23, 39], AUD: [29, 45, 75] },
    extraUserMonthly: { USD: 0, SGD: 0, EUR: 0, GBP: 0, AUD: 0 },
  },
  {
    id: 2,
    code: "team",
    name: "Team",
    description: "For firms that share clients, templates and reporting across a team.",
    minUsers: 1,
    maxUsers: TEAM_MAX_USERS,
    tiers: [
      { sleeves: 100, sms: 200, storageGb: 100 },
      { sleeves: 250, sms: 500, storageGb: 250 },
      { sleeves: 500, sms: 1000, storageGb: 500 },
    ],
    monthly: { USD: [39, 69, 99], SGD: [55, 95, 135], EUR: [36, 65, 92], GBP: [31, 55, 79], AUD: [59, 105, 149] },
    // Near US$5 a month everywhere (SGD stays at its launch price); not the same number in every currency.
    extraUserMonthly: { USD: 5, SGD: 5, EUR: 5, GBP: 4, AUD: 8 },
  },
];

/** The Free plan's SMS reminders per month (the rest of its allowance is in plan-facts). */
export const FREE_PLAN_SMS = 10;

/** The Free plan row (plan_id 0). */
export const FREE_PLAN_ROW = {
  id: 0,
  code: "free",
  name: "Free",
  description: "For trying DocSleeve with real clients, free for as long as you like.",
  users: FREE_PLAN.users,
  minUsers: FREE_PLAN.users,
  maxUsers: FREE_PLAN.users,
  sleevesPerMonth: FREE_PLAN.sleevesPerMonth,
  sms: FREE_PLAN_SMS,
  storageGb: FREE_PLAN.storageGb,
  sortOrder: 0,
};

const number = (n: number) => n.toLocaleString("en-US");
const range = (values: number[], unit = "") => `${number(Math.min(...values))}–${number(Math.max(...values))}${unit}`;
const proTiers = PAID_PLANS[0]!.tiers;
const teamTiers = PAID_PLANS[1]!.tiers;

/**
 * The comparison table, top to bottom: [name, free, pro, team]. Limits come from plan-facts and the
 * tiers above, so the table cannot disagree with the FAQ or with what a tier includes.
 */
export const PLAN_FEATURES: ReadonlyArray<readonly [string, boolean | string, boolean | string, boolean | string]> = [
  ["Users", String(FREE_PLAN.users), String(PRO_PLAN_USERS), "As many as you buy"],
  [
    "Sleeves per month",
    String(FREE_PLAN.sleevesPerMonth),
    range(proTiers.map((t) => t.sleeves)),
    range(teamTiers.map((t) => t.sleeves)),
  ],
  [
    "Documents per Sleeve",
    String(SLEEVE_LIMITS.free.documents),
    String(SLEEVE_LIMITS.pro.documents),
    String(SLEEVE_LIMITS.team.documents),
  ],
  [
    "Recipients per Sleeve",
    String(SLEEVE_LIMITS.free.recipients),
    String(SLEEVE_LIMITS.pro.recipients),
    String(SLEEVE_LIMITS.team.recipients),
  ],
  [
    "Secure storage",
    `${FREE_PLAN.storageGb} GB`,
    range(
      proTiers.map((t) => t.storageGb),
      " GB",
    ),
    range(
      teamTiers.map((t) => t.storageGb),
      " GB",
    ),
  ],
  [
    "SMS reminders per month",
    String(FREE_PLAN_SMS),
    range(proTiers.map((t) => t.sms)),
    range(teamTiers.map((t) => t.sms)),
  ],
  ["Document requests and client uploads", true, true, true],
  ["Forms and questionnaires", true, true, true],
  ["E-signatures", true, true, true],
  ["Automatic email reminders", true, true, true],
  ["Full audit trail", true, true, true],
  ["Two-factor authentication", true, true, true],
  ["Reusable Sleeve templates", false, true, true],
  ["Your logo and colors on the client portal", false, true, true],
  ["Cloud storage integrations", false, true, true],
  ["Shared template library", false, false, true],
  ["Roles and permissions", false, false, true],
  ["Team activity reports", false, false, true],
  ["Support", "Email", "Priority email", "Priority email and phone"],
];

/** Every envelope-tier row the seed writes. */
export function envelopeRows() {
  const rows: Array<typeof envelopeTiers.$inferInsert> = [];
  for (const plan of PAID_PLANS) {
    for (const [code] of CURRENCIES) {
      plan.tiers.forEach((tier, index) => {
        const monthlyMinor = plan.monthly[code][index]! * 100;
        const key = { planId: plan.id, currencyCode: code, tierId: index + 1, storageGb: tier.storageGb };
        rows.push({
          ...key,
          planTypeId: 1,
          text: `${number(tier.sleeves)} Sleeves per month`,
          amount: monthlyMinor,
          total: tier.sleeves,
          sms: tier.sms,
        });
        rows.push({
          ...key,
          planTypeId: 2,
          text: `${number(tier.sleeves * 12)} Sleeves per year`,
          amount: monthlyMinor * YEARLY_MONTHS_PAID,
          total: tier.sleeves * 12,
          sms: tier.sms * 12,
        });
      });
    }
  }
  return rows;
}

/** Every extra-user price row the seed writes: each paid plan, period and currency (minor units). */
export function extraUserRows() {
  const rows: Array<typeof extraUserPrices.$inferInsert> = [];
  for (const plan of PAID_PLANS) {
    for (const [code] of CURRENCIES) {
      const monthlyMinor = plan.extraUserMonthly[code] * 100;
      rows.push({ planId: plan.id, planTypeId: 1, currencyCode: code, amount: monthlyMinor });
      rows.push({ planId: plan.id, planTypeId: 2, currencyCode: code, amount: monthlyMinor * 12 });
    }
  }
  return rows;
}
