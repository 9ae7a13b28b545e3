/** A subscription with its account owner's name and address and its currency, for the mails about it. */
import { and, eq, type SQL } from "drizzle-orm";
import { companies, currencies, subscriptions, users } from "../../db/schema";
import type { Services } from "../services";

/** The first subscription matching `where`, with the owner's first name and address, the company and currency. */
export async function subscriptionWithOwner(services: Pick<Services, "db">, where: SQL | undefined) {
  const [row] = await services.db
    .select({
      subscription: subscriptions,
      firstName: users.firstName,
      email: users.email,
      companyName: companies.name,
      symbol: currencies.symbol,
      minorUnit: currencies.minorUnit,
    })
    .from(subscriptions)
    .innerJoin(currencies, eq(currencies.code, subscriptions.currencyCode))
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .innerJoin(users, and(eq(users.companyId, companies.id), eq(users.role, "owner")))
    .where(where)
    .limit(1);
  return row;
}
