/**
 * The console's Orders list: every paid sign-up attempt with the subscription it became,
 * newest or oldest first, searched by buyer, company, address or provider id, filtered by status, one
 * page at a time. Money in minor units of the order's currency.
 */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { pageCount, type AdminListParams } from "../../app/domain/admin-list";
import type { Page } from "../db/paging";
import type { OrderStatus } from "../../app/domain/admin-orders";
import { companies, currencies, plans, planTypes, signupRequests, subscriptions, users } from "../../db/schema";
import type { Database } from "../../db/database";
import { orderStatusSql } from "./status";

/** A list page's request: the console's list parameters (page, size, sort, q) and a status filter. */
export type OrderListQuery = Omit<AdminListParams, "q"> & { q?: string; status?: OrderStatus };

/** One order as the list and the order page show it. Amounts null while the attempt has no price yet. */
export interface OrderRow {
  /** The sign-up's idempotency key: the order's id in console URLs. */
  key: string;
  createdAt: Date;
  email: string;
  buyerName: string | null;
  company: string | null;
  plan: string | null;
  period: string | null;
  users: number | null;
  currency: { code: string; symbol: string; minorUnit: number } | null;
  subtotal: number | null;
  tax: number | null;
  total: number | null;
  /** Minor units refunded so far, as the provider's events reported (0 without a subscription). */
  refunded: number;
  status: OrderStatus;
  /** Our subscription id (reference DS-000123) once the sign-up became an account. */
  subscriptionId: number | null;
  provider: "sandbox" | "stripe" | null;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  providerPaymentId: string | null;
}

/** A page of orders (a page past the end shows the last page). */
export type OrderPage = Page<OrderRow>;

const pending = (path: string) => sql.raw(`(signup_requests.pending #>> '{${path}}')`);
const currencyCode = sql<string | null>`coalesce(${subscriptions.currencyCode}, ${pending("currency,code")})`;

/** The columns of an order, over the joins of `orderFrom`. */
export const orderColumns = {
  key: signupRequests.idempotencyKey,
  createdAt: signupRequests.createdAt,
  email: signupRequests.email,
  buyerName: sql<
    string | null
  >`coalesce(${users.firstName} || ' ' || ${users.lastName}, ${pending("holder,first_name")} || ' ' || ${pending("holder,last_name")})`,
  company: sql<string | null>`coalesce(${companies.name}, ${pending("holder,company_name")})`,
  plan: sql<string | null>`coalesce(${plans.name}, ${pending("planName")})`,
  period: sql<string | null>`coalesce(${planTypes.name}, ${pending("periodName")})`,
  users: sql<number | null>`coalesce(${subscriptions.users}, (${pending("quote,users")})::int)`,
  currencyCode: currencies.code,
  currencySymbol: currencies.symbol,
  currencyMinorUnit: currencies.minorUnit,
  subtotal: sql<number | null>`coalesce(${subscriptions.amount}, (${pending("quote,amount")})::int)`,
  tax: sql<number | null>`coalesce(${subscriptions.taxAmount}, (${pending("quote,tax_amount")})::int)`,
  total: sql<number | null>`coalesce(${subscriptions.total}, (${pending("quote,total")})::int)`,
  refunded: sql<number>`coalesce(${subscriptions.refundedAmount}, 0)`,
  status: orderStatusSql(),
  subscriptionId: subscriptions.id,
  provider: sql<
    "sandbox" | "stripe" | null
  >`coalesce(${subscriptions.provider}, ${signupRequests.payment} ->> 'provider')`,
  providerCustomerId: sql<
    string | null
  >`coalesce(${subscriptions.providerCustomerId}, ${signupRequests.payment} ->> 'customerId')`,
  providerSubscriptionId: sql<
    string | null
  >`coalesce(${subscriptions.providerSubscriptionId}, ${signupRequests.payment} ->> 'subscriptionId')`,
  providerPaymentId: sql<
    string | null
  >`coalesce(${subscriptions.providerPaymentId}, ${signupRequests.payment} ->> 'paymentId')`,
};

type Selected = { [K in keyof typeof orderColumns]: unknown };

/** A selected row → `OrderRow` (numbers from SQL expressions may come back as strings). */
export function toOrderRow(r: Selected): OrderRow {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const s = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return {
    key: String(r.key),
    createdAt: r.createdAt as Date,
    email: String(r.email),
    buyerName: s(r.buyerName),
    company: s(r.company),
    plan: s(r.plan),
    period: s(r.period),
    users: n(r.users),
    currency: r.currencyCode
      ? { code: String(r.currencyCode), symbol: String(r.currencySymbol), minorUnit: Number(r.currencyMinorUnit) }
      : null,
    subtotal: n(r.subtotal),
    tax: n(r.tax),
    total: n(r.total),
    refunded: Number(r.refunded ?? 0),
    status: r.status as OrderStatus,
    subscriptionId: n(r.subscriptionId),
    provider: s(r.provider) as OrderRow["provider"],
    providerCustomerId: s(r.providerCustomerId),
    providerSubscriptionId: s(r.providerSubscriptionId),
    providerPaymentId: s(r.providerPaymentId),
  };
}

/** `%text%` for ILIKE, with the user's own % _ and \ matched literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of a list query: search text over buyer, company, address and provider ids; status. */
function listWhere(query: Pick<OrderListQuery, "q" | "status">): SQL | undefined {
  const parts: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const like = contains(q);
    parts.push(
      or(
        ilike(signupRequests.email, like),
        ilike(orderColumns.buyerName, like),
        ilike(orderColumns.company, like),
        ilike(orderColumns.providerCustomerId, like),
        ilike(orderColumns.providerSubscriptionId, like),
        ilike(orderColumns.providerPaymentId, like),
        ilike(signupRequests.idempotencyKey, like),
      )!,
    );
  }
  if (query.status) parts.push(sql`${orderStatusSql()} = ${query.status}`);
  return parts.length ? and(...parts) : undefined;
}

/**
 * Orders over the joins every order query uses (the attempt, its subscription, company, owner, plan,
 * currency), each with `matching`: how many rows `where` matches in all (a window count, so a page
 * is one query).
 */
export function selectOrders(db: Database, where: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  return db
    .select({ ...orderColumns, matching: sql<number>`count(*) over ()` })
    .from(signupRequests)
    .leftJoin(subscriptions, eq(subscriptions.signupKey, signupRequests.idempotencyKey))
    .leftJoin(companies, eq(companies.id, subscriptions.companyId))
    .leftJoin(users, and(eq(users.companyId, companies.id), eq(users.role, "owner")))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(planTypes, eq(planTypes.id, subscriptions.planTypeId))
    .leftJoin(currencies, eq(currencies.code, currencyCode))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** The order of the sign-up key `key`, or null. */
export async function findOrder(db: Database, key: string): Promise<OrderRow | null> {
  const [row] = await selectOrders(db, eq(signupRequests.idempotencyKey, key), [], 1);
  return row ? toOrderRow(row) : null;
}

/** One page of orders matching `query`, with the number of all matching orders. */
export async function listOrders(db: Database, query: OrderListQuery): Promise<OrderPage> {
  const where = listWhere(query);
  const order =
    query.sort === "oldest"
      ? [asc(signupRequests.createdAt), asc(signupRequests.idempotencyKey)]
      : [desc(signupRequests.createdAt), desc(signupRequests.idempotencyKey)];
  const rows = await selectOrders(db, where, order, query.size, (query.page - 1) * query.size);
  if (rows.length > 0 || query.page === 1)
    return { rows: rows.map(toOrderRow), total: Number(rows[0]?.matching ?? 0), page: query.page, size: query.size };
  // Past the last page: the last page is shown instead (as every console list does, server/db/paging.ts).
  const total = Number((await selectOrders(db, where, [], 1))[0]?.matching ?? 0);
  const last = pageCount(total, query.size);
  const lastRows = total === 0 ? [] : await selectOrders(db, where, order, query.size, (last - 1) * query.size);
  return { rows: lastRows.map(toOrderRow), total, page: last, size: query.size };
}
