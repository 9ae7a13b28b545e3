/**
 * Server-only data of /pricing: the plan list from the database, the payment provider's public side, and
 * the visitor's defaults from its address, so the first HTML already shows the visitor's currency and
 * nothing changes once the page is interactive.
 */
import type { AppLoadContext } from "react-router";
import { currencyForCountry } from "../../domain/money";
import type { Currency, PlanList } from "../../domain/plan-list";
import { DEFAULT_COUNTRY_ID } from "../../domain/signup";
import { lookupCountry } from "../../../server/geo";
import { loadPlanList } from "../../../server/pricing/plan-list";
import { consumerTaxOf, countryCodeOf } from "../../../server/tax/buyer-tax";
import { withTax } from "../../domain/pricing";
import { listCountries } from "../../../server/countries";
import type { Country } from "../../components/pricing/use-reference-data";
import type { PaymentConfig } from "../../components/payments/payment-source";
import type { VisitorDefaults } from "../../components/pricing/visitor";

/** What the page needs from the server. */
export interface PricingData {
  planList: PlanList;
  payment: PaymentConfig;
  visitor: VisitorDefaults;
  /**
   * The countries, only for a sign-up stage's URL (`?step=`): the form a page without script shows needs
   * them in its HTML; with script the form reads GET /api/country-list. The plan table's page goes without.
   */
  countries?: Country[];
}

/**
 * The currency and country to start with for a visitor at `ip`: its country's currency when we sell in
 * it, else the default currency (USD); its country, else the default country (192). An address that
 * gives no country (loopback, private, unknown) never picks the default country's currency: the
 * default country is only a preselection of the sign-up form.
 */
export function visitorDefaults(ip: string, currencies: readonly Currency[]): VisitorDefaults {
  const country = lookupCountry(ip);
  const fallback = currencies.find((c) => c.is_default)?.code ?? currencies[0]?.code ?? "USD";
  const currency = currencyForCountry(
    country?.country_code,
    currencies.map((c) => c.code),
  );
  return { country_id: country?.country_id ?? DEFAULT_COUNTRY_ID, currency: currency ?? fallback };
}

/** Reads the plan list and the payment configuration (publishable key only: it is public by design), and for a sign-up stage the countries. */
export async function pricingData(
  context: AppLoadContext,
  options: { withCountries?: boolean } = {},
): Promise<PricingData> {
  const { config, db } = context.services;
  const payment: PaymentConfig =
    config.paymentProvider === "stripe"
      ? { provider: "stripe", publishableKey: config.stripe.publishableKey }
      : { provider: "sandbox" };
  const read = await loadPlanList(db);
  const visitor = visitorDefaults(context.clientIp, read.currencies);
  // Prices shown with a consumer's tax in the visitor's country, as POST /api/plan-list answers it; the
  // details step then decides the buyer's own (billing country, tax ID).
  const tax = consumerTaxOf(config.taxRegistrations, countryCodeOf(visitor.country_id) ?? "", context.services.clock());
  const planList = withTax(read, tax);
  const data: PricingData = { planList, payment, visitor };
  if (options.withCountries) data.countries = await listCountries(db);
  return data;
}
