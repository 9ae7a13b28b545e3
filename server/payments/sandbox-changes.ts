/**
 * What the sandbox's customers change on their own subscription from the billing page, as Stripe's API
 * would do it (docs/decisions/0072-proration-of-user-changes.md):
 * - a change of users (`changeSandboxUsers`): the new quantity and price, and the prorated difference
 *   charged on the saved card with its own invoice (`invoice.paid`, `billing_reason` `subscription_update`)
 *   or credited to the customer's balance with a credit note against the period's payment
 *   (`credit_note.created`), which the next payments are taken from (never refunded: the refund policy
 *   refunds no unused time); idempotent by key under the subscription's row lock, so a double submit
 *   changes once;
 * - a new default card (`setupSandboxCard`), as a SetupIntent: a 3-D Secure card waits for the challenge
 *   (`answerSetupChallenge`, reached through ./sandbox.ts `answerChallenge`).
 * Each emits `customer.subscription.updated` with `previous_attributes`, as Stripe does.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  sandboxCharges,
  sandboxCreditNotes,
  sandboxPaymentMethods,
  sandboxSetupIntents,
  sandboxSubscriptionChanges,
  sandboxSubscriptions,
} from "../../db/schema";
import type { Database } from "../../db/database";
import { CARD_MESSAGES, DECLINES, isExpired } from "./sandbox-cards";
import {
  clientSecretOf,
  creditNoteObject,
  invoiceObject,
  newId,
  SandboxIdempotencyError,
  subscriptionObject,
  type Charge,
  type SandboxEvent,
  type SandboxEventSink,
  type Subscription,
} from "./sandbox-objects";
import { refundedOf } from "./sandbox-refunds";

type Tx = Pick<Database, "select" | "insert" | "update">;

/** Statuses in which a subscription can still be changed. */
const LIVE = ["active", "past_due", "trialing"] as const;

/** A change of users as the billing page asks it of the sandbox. Amounts in minor units. */
export interface SandboxUsersChange {
  /** One change per key: a repeated request answers with the first change. */
  idempotencyKey: string;
  /** The quantity the change was priced from: another one now means the price shown is stale. */
  fromQuantity: number;
  quantity: number;
  /** The new price of a whole period, tax included, before any discount (the sandbox subscription's `amount`). */
  amount: number;
  /** The subscription's new description (what card statements show). */
  description: string;
  /** The subscription's new metadata (the order's figures, as strings). */
  metadata: Record<string, string>;
  /** What is charged or credited now: `net` before tax, `total` with it. */
  proration: { kind: "charge" | "credit" | "none"; net: number; total: number };
  /** The proration invoice line's words, and the credit notes'. */
  wording: { line: string; credit: string };
  /** When the change takes effect (the proration date the price was computed for). */
  at: Date;
}

/** How a change of users ended: done (or done before, `replayed`), refused by the card, or not possible. */
export type SandboxUsersChangeOutcome =
  | { status: "succeeded"; replayed: boolean }
  | { status: "failed"; code: string; message: string }
  | { status: "stale" | "inactive" };

/**
 * The payments of `sub`'s current period a credit may be taken against, each with what is left of it
 * (minor units): the period's own payment (the first or the latest renewal's) first, then the changes of
 * users charged since, newest first; so a credit is usually one credit note, against the period's payment.
 */
async function periodPayments(
  tx: Pick<Database, "select">,
  sub: Subscription,
  lock: boolean,
): Promise<Array<{ charge: Charge; left: number }>> {
  const query = tx
    .select({ charge: sandboxCharges, change: sandboxSubscriptionChanges.idempotencyKey })
    .from(sandboxCharges)
    .leftJoin(sandboxSubscriptionChanges, eq(sandboxSubscriptionChanges.chargeId, sandboxCharges.id))
    .where(and(eq(sandboxCharges.subscriptionId, sub.id), inArray(sandboxCharges.status, ["succeeded", "refunded"])))
    .orderBy(desc(sandboxCharges.createdAt), desc(sandboxCharges.id));
  // Locked while the change credits them, so a refund from the console waits (sandbox-refunds.ts locks too).
  const rows = lock ? await query.for("update", { of: sandboxCharges }) : await query;
  const payments: Array<{ charge: Charge; left: number }> = [];
  for (const row of rows) {
    const payment = { charge: row.charge, left: row.charge.amount - (await settledOf(tx, row.charge)) };
    // The period's own payment ends the list (older ones paid for earlier periods) and comes first.
    if (!row.change) return [payment, ...payments];
    payments.push(payment);
  }
  return payments;
}

/** What of `charge` was refunded or credited already (minor units). */
async function settledOf(tx: Pick<Database, "select">, charge: Charge): Promise<number> {
  const [credited] = await tx
    .select({ total: sql<string>`coalesce(sum(${sandboxCreditNotes.amount}), 0)` })
    .from(sandboxCreditNotes)
    .where(eq(sandboxCreditNotes.chargeId, charge.id));
  return (await refundedOf(tx, charge)) + Number(credited?.total ?? 0);
}

/**
 * What a credit on the sandbox subscription `id` can give now: what is left of its current period's
 * payments, not yet refunded or credited (minor units, tax included; 0 without a subscription).
 */
export async function sandboxCreditable(db: Database, id: string): Promise<number> {
  const [sub] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  if (!sub) return 0;
  return (await periodPayments(db, sub, false)).reduce((sum, p) => sum + Math.max(p.left, 0), 0);
}

/** Refuses a saved card the bank would refuse now (Stripe's decline codes and messages), if it would. */
async function cardRefusal(tx: Pick<Database, "select">, paymentMethodId: string) {
  const [method] = await tx.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, paymentMethodId));
  if (!method) return { code: "payment_method_missing", message: CARD_MESSAGES.missing };
  const decline = DECLINES[method.behavior];
  if (decline) return decline;
  if (isExpired(method.expMonth, method.expYear)) return { code: "expired_card", message: CARD_MESSAGES.expired };
  return undefined;
}

/** A credit note of a credit, as stored. */
type CreditNote = typeof sandboxCreditNotes.$inferSelect;

/**
 * Credits `total` against `payments` in their order (each part a credit note, keyed `<key>:<charge id>`).
 * @returns the credit notes
 */
async function creditPayments(
  tx: Tx,
  sub: Subscription,
  payments: Array<{ charge: Charge; left: number }>,
  change: SandboxUsersChange,
): Promise<CreditNote[]> {
  const notes: CreditNote[] = [];
  let rest = change.proration.total;
  for (const { charge, left } of payments) {
    const amount = Math.min(rest, left);
    if (amount <= 0) continue;
    rest -= amount;
    const [note] = await tx
      .insert(sandboxCreditNotes)
      .values({
        id: newId("cn_sandbox"),
        idempotencyKey: `${change.idempotencyKey}:${charge.id}`,
        subscriptionId: sub.id,
        chargeId: charge.id,
        amount,
        memo: change.wording.credit,
      })
      .returning();
    notes.push(note!);
  }
  return notes;
}

/**
 * Changes the quantity and price of the sandbox subscription `id`, charging or crediting the prorated
 * difference (see the module comment). A card the bank refuses changes nothing; a subscription no longer
 * at `fromQuantity` (another change came first) or whose payments no longer cover the credit is `stale`.
 * @returns the outcome, or null when there is no subscription `id`
 * @throws SandboxIdempotencyError when the key was used for another change
 */
export async function changeSandboxUsers(
  db: Database,
  events: SandboxEventSink | undefined,
  id: string,
  change: SandboxUsersChange,
): Promise<SandboxUsersChangeOutcome | null> {
  const { kind, total } = change.proration;
  type Applied = { before: Subscription; after: Subscription; charge?: Charge; notes: CreditNote[] };
  const done = await db.transaction(
    async (tx): Promise<{ outcome: SandboxUsersChangeOutcome; applied?: Applied } | null> => {
      // The subscription's row is the lock: concurrent changes (any key, any instance) run one after the other.
      const [sub] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)).for("update");
      if (!sub) return null;
      const [earlier] = await tx
        .select()
        .from(sandboxSubscriptionChanges)
        .where(eq(sandboxSubscriptionChanges.idempotencyKey, change.idempotencyKey));
      if (earlier) {
        if (earlier.subscriptionId !== id || earlier.quantity !== change.quantity || earlier.total !== total)
          throw new SandboxIdempotencyError(change.idempotencyKey);
        return { outcome: { status: "succeeded", replayed: true } };
      }
      if (!(LIVE as readonly string[]).includes(sub.status)) return { outcome: { status: "inactive" } };
      if (sub.quantity !== change.fromQuantity) return { outcome: { status: "stale" } };
      let charge: Charge | undefined;
      let notes: CreditNote[] = [];
      if (kind === "charge") {
        const refusal = await cardRefusal(tx, sub.paymentMethodId);
        if (refusal) return { outcome: { status: "failed", ...refusal } };
        [charge] = await tx
          .insert(sandboxCharges)
          .values({
            id: newId("ch_sandbox"),
            idempotencyKey: change.idempotencyKey,
            subscriptionId: sub.id,
            paymentMethodId: sub.paymentMethodId,
            amount: total,
            currency: sub.currency,
            description: change.wording.line,
            status: "succeeded",
          })
          .returning();
      } else if (kind === "credit") {
        const payments = await periodPayments(tx, sub, true);
        if (payments.reduce((sum, p) => sum + Math.max(p.left, 0), 0) < total) return { outcome: { status: "stale" } };
        notes = await creditPayments(tx, sub, payments, change);
      }
      const [after] = await tx
        .update(sandboxSubscriptions)
        .set({
          quantity: change.quantity,
          amount: change.amount,
          description: change.description,
          metadata: change.metadata,
          creditBalance: sub.creditBalance + (kind === "credit" ? total : 0),
        })
        .where(eq(sandboxSubscriptions.id, sub.id))
        .returning();
      await tx.insert(sandboxSubscriptionChanges).values({
        idempotencyKey: change.idempotencyKey,
        subscriptionId: sub.id,
        fromQuantity: sub.quantity,
        quantity: change.quantity,
        kind,
        total,
        chargeId: charge?.id ?? null,
      });
      return {
        outcome: { status: "succeeded", replayed: false },
        applied: { before: sub, after: after!, charge, notes },
      };
    },
  );
  if (!done) return null;
  if (done.applied) {
    const { before, after, charge, notes } = done.applied;
    // As Stripe reports a quantity change: the subscription first, then the proration's invoice or credit.
    const emitted: SandboxEvent[] = [
      {
        type: "customer.subscription.updated",
        object: subscriptionObject(after),
        previousAttributes: {
          items: subscriptionObject(before).items,
          metadata: { ...before.metadata, signup_key: before.signupKey },
        },
      },
    ];
    if (charge)
      emitted.push({
        type: "invoice.paid",
        object: invoiceObject(after, charge, "subscription_update", {
          proration: { net: change.proration.net, periodStart: change.at, description: change.wording.line },
        }),
      });
    for (const note of notes) emitted.push({ type: "credit_note.created", object: creditNoteObject(after, note) });
    await events?.emit(emitted);
  }
  return done.outcome;
}

/** Whether `clientSecret` is a card being saved (a setup intent's), not a payment's. */
export const isSetupSecret = (clientSecret: string) => clientSecret.startsWith("seti_sandbox_");

/** How saving a card ended: saved (`changed` when it was not the card already), waiting for 3-D Secure, or refused. */
export type SandboxCardSetupOutcome =
  | { status: "succeeded"; changed: boolean }
  | { status: "requires_action"; clientSecret: string }
  | { status: "failed"; code: string; message: string };

/**
 * Makes the payment method `paymentMethodId` the default card of the sandbox subscription `id`, as a
 * SetupIntent confirmed on session: a card the bank refuses is refused; a 3-D Secure card waits for the
 * challenge (asked again with the same key, it answers how the challenge ended); a saved card emits
 * `customer.subscription.updated` with the new `default_payment_method`. Idempotent by key.
 * @returns the outcome, or null when there is no subscription `id` that can still be changed
 * @throws SandboxIdempotencyError when the key was used for another card or subscription
 */
export async function setupSandboxCard(
  db: Database,
  events: SandboxEventSink | undefined,
  id: string,
  input: { paymentMethodId: string; idempotencyKey: string },
): Promise<SandboxCardSetupOutcome | null> {
  const [sub] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  if (!sub || !(LIVE as readonly string[]).includes(sub.status)) return null;
  let [intent] = await db
    .select()
    .from(sandboxSetupIntents)
    .where(eq(sandboxSetupIntents.idempotencyKey, input.idempotencyKey));
  if (!intent) {
    const refusal = await cardRefusal(db, input.paymentMethodId);
    if (refusal) return { status: "failed", ...refusal };
    const [method] = await db
      .select({ behavior: sandboxPaymentMethods.behavior })
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, input.paymentMethodId));
    await db
      .insert(sandboxSetupIntents)
      .values({
        id: newId("seti_sandbox"),
        idempotencyKey: input.idempotencyKey,
        subscriptionId: id,
        paymentMethodId: input.paymentMethodId,
        status: method?.behavior === "requires_action" ? "requires_action" : "succeeded",
      })
      .onConflictDoNothing({ target: sandboxSetupIntents.idempotencyKey });
    [intent] = await db
      .select()
      .from(sandboxSetupIntents)
      .where(eq(sandboxSetupIntents.idempotencyKey, input.idempotencyKey));
  }
  if (!intent || intent.subscriptionId !== id || intent.paymentMethodId !== input.paymentMethodId)
    throw new SandboxIdempotencyError(input.idempotencyKey);
  if (intent.status === "requires_action") return { status: "requires_action", clientSecret: clientSecretOf(intent) };
  if (intent.status === "failed")
    return { status: "failed", code: "authentication_failed", message: CARD_MESSAGES.authenticationFailed };
  const changed = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)).for("update");
    if (!before || before.paymentMethodId === input.paymentMethodId) return undefined;
    const [after] = await tx
      .update(sandboxSubscriptions)
      .set({ paymentMethodId: input.paymentMethodId })
      .where(eq(sandboxSubscriptions.id, id))
      .returning();
    return { before, after: after! };
  });
  if (changed)
    await events?.emit([
      {
        type: "customer.subscription.updated",
        object: subscriptionObject(changed.after),
        previousAttributes: { default_payment_method: changed.before.paymentMethodId },
      },
    ]);
  return { status: "succeeded", changed: Boolean(changed) };
}

/**
 * The customer's answer to the 3-D Secure challenge of the card being saved under `clientSecret`:
 * completed, the card can be saved; failed, it cannot. Answering twice changes nothing.
 * @returns false when no card waits under that secret
 */
export async function answerSetupChallenge(
  db: Database,
  clientSecret: string,
  answer: "complete" | "fail",
): Promise<boolean> {
  const intentId = clientSecret.split("_secret_")[0] ?? "";
  const [intent] = await db.select().from(sandboxSetupIntents).where(eq(sandboxSetupIntents.id, intentId));
  if (!intent || clientSecretOf(intent) !== clientSecret) return false;
  await db
    .update(sandboxSetupIntents)
    .set(answer === "complete" ? { status: "succeeded" } : { status: "failed", failureCode: "authentication_failed" })
    .where(and(eq(sandboxSetupIntents.id, intent.id), eq(sandboxSetupIntents.status, "requires_action")));
  return true;
}

/** The brand and last four digits of a sandbox payment method, or null for an unknown one. */
export async function sandboxCardOf(db: Database, paymentMethodId: string) {
  const [method] = await db
    .select({ brand: sandboxPaymentMethods.brand, last4: sandboxPaymentMethods.last4 })
    .from(sandboxPaymentMethods)
    .where(eq(sandboxPaymentMethods.id, paymentMethodId));
  return method ?? null;
}

/** The change of users made under `idempotencyKey`, if one was. */
export async function sandboxChangeOf(db: Database, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(sandboxSubscriptionChanges)
    .where(eq(sandboxSubscriptionChanges.idempotencyKey, idempotencyKey));
  return row;
}
