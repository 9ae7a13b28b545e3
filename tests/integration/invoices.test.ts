/**
 * Invoices and credit notes on both databases (decision 0041):
 * concurrent purchases get consecutive invoice numbers without gap or repeat; a declined charge gets
 * none; a renewal delivered twice is invoiced once; a refund gets one credit note naming its invoice;
 * the receipt's link answers the PDF, whose text names the number, both tax IDs, the tax and totals.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { creditNotes, invoices, sandboxSubscriptions, subscriptions } from "../../db/schema";
import { renewSandboxSubscription, type SandboxEventSink } from "../../server/payments/sandbox";
import { refundOrder } from "../../server/orders/refund";
import { DATABASES } from "../support/databases";
import { pdfText } from "../support/pdf-text";
import { emailToken, paymentMethod, registration, DECLINED_CARD } from "../support/signup";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(DATABASES)("invoices and credit notes on %s", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000" } });
  }, 180_000);
  afterAll(() => server.close());

  const db = () => server.services.db;

  async function purchase(email: string, card?: string) {
    const body = registration(email, {
      email_token: await emailToken(server, email),
      paymentMethodId: await paymentMethod(server, card),
    });
    const res = await server.post("/api/register-plan", body);
    return { key: body.idempotency_key, status: res.status, body: res.body };
  }

  const invoicesOf = async (subscriptionId: number) =>
    db().select().from(invoices).where(eq(invoices.subscriptionId, subscriptionId));
  const linkIn = (text: string, kind: "invoices" | "credit-notes") =>
    new RegExp(`https?://[^\\s"<>]+/${kind}/[^\\s"<>]+\\.pdf`).exec(text)?.[0];

  it("20 concurrent purchases get 20 invoices numbered one after the other, without gap or repeat", async () => {
    const before = await db().select({ number: invoices.number }).from(invoices);
    const emails = Array.from({ length: 20 }, (_, i) => `concurrent.${i}@tanadvisory.sg`);
    const prepared = await Promise.all(
      emails.map(async (email) =>
        registration(email, {
          email_token: await emailToken(server, email),
          paymentMethodId: await paymentMethod(server),
        }),
      ),
    );
    const answers = await Promise.all(prepared.map((body) => server.post("/api/register-plan", body)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const numbers = (await db().select({ number: invoices.number }).from(invoices))
      .map((r) => Number(/^DS-INV-(\d{6,})$/.exec(r.number)?.[1]))
      .sort((a, b) => a - b);
    expect(numbers).toHaveLength(before.length + 20);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    for (const answer of answers) expect(await invoicesOf(answer.body.data.subscription_id)).toHaveLength(1);
    // Every buyer's receipt links an invoice (the outbox may still be delivering: wait for all 20, so the
    // next test's code mail is not queued behind them).
    await vi.waitFor(
      () => {
        const receipts = server.mails.filter((m) => emails.includes(m.to) && m.subject.includes("receipt"));
        expect(receipts).toHaveLength(20);
        for (const mail of receipts) expect(linkIn(mail.text, "invoices")).toBeDefined();
      },
      { timeout: 30_000, interval: 50 },
    );
  }, 120_000);

  it("a declined charge issues no invoice and takes no number", async () => {
    const count = (await db().select().from(invoices)).length;
    const declined = await purchase("declined@tanadvisory.sg", DECLINED_CARD);
    expect(declined.status).toBe(402);
    const paid = await purchase("after.declined@tanadvisory.sg");
    expect(paid.status).toBe(200);
    const all = await db().select({ number: invoices.number }).from(invoices);
    expect(all).toHaveLength(count + 1);
    const [mine] = await invoicesOf(paid.body.data.subscription_id);
    expect(mine!.number).toBe(`DS-INV-${String(count + 1).padStart(6, "0")}`);
  });

  it("the receipt links the invoice PDF: number, both tax IDs, the rate and the totals", async () => {
    const email = "receipt.pdf@tanadvisory.sg";
    const paid = await purchase(email);
    expect(paid.status).toBe(200);
    const [invoice] = await invoicesOf(paid.body.data.subscription_id);
    const receipt = server.mails.find((m) => m.to === email && m.subject.includes("receipt"));
    const link = linkIn(receipt!.text, "invoices");
    expect(link).toBeDefined();
    // The link names neither the number nor the id in a way anyone could write another one.
    expect(link).not.toContain(invoice!.number);
    const res = await fetch(link!.replace(server.services.config.publicUrl, server.url));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${invoice!.number}.pdf"`);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain(`Invoice number ${invoice!.number}`);
    expect(text).toContain("GST Reg. No. 201912345K");
    expect(text).toContain("Tan Advisory Pte. Ltd.");
    expect(text).toContain("GST (9%) SGD 60.30");
    expect(text).toContain("Total (SGD) SGD 730.30");
    expect(text).toContain("Paid");
    // Kept: a second request sends the same bytes; a forged link is a 404.
    const again = await fetch(link!.replace(server.services.config.publicUrl, server.url));
    expect(
      Buffer.from(await again.arrayBuffer()).equals(
        Buffer.from(await (await fetch(link!.replace(server.services.config.publicUrl, server.url))).arrayBuffer()),
      ),
    ).toBe(true);
    const forged = link!
      .replace(server.services.config.publicUrl, server.url)
      .replace(/(.)(.{10})\.pdf$/, (_, c: string, rest: string) => `${c === "A" ? "B" : "A"}${rest}.pdf`);
    expect((await fetch(forged)).status).toBe(404);
  });

  it("prints the buyer's tax ID and the reverse-charge wording for an EU business", async () => {
    const paid = await purchase("reverse.charge@example.de");
    const id = paid.body.data.subscription_id as number;
    const [invoice] = await invoicesOf(id);
    // The tax decision is another module's: set what it would record for a German business, and
    // issue from that row again through a fresh invoice of a renewal.
    await db()
      .update(subscriptions)
      .set({
        taxReason: "reverse_charge",
        taxPercent: 0,
        taxAmount: 0,
        total: 67000,
        taxId: "DE136695976",
        taxIdType: "eu_vat",
      })
      .where(eq(subscriptions.id, id));
    await db().update(sandboxSubscriptions).set({ amount: 67000 }).where(eq(sandboxSubscriptions.signupKey, paid.key));
    const renewed = await renewSandboxSubscription(db(), server.services.sandboxEvents, "reverse.charge@example.de");
    expect(renewed).not.toBeNull();
    const all = await invoicesOf(id);
    expect(all).toHaveLength(2);
    const renewal = all.find((i) => i.id !== invoice!.id)!;
    expect(renewal.reason).toBe("subscription_cycle");
    const { documentPdf } = await import("../../server/invoices/queries");
    const pdf = await documentPdf(db(), { kind: "invoice", id: renewal.id });
    const text = await pdfText(pdf!.pdf!);
    expect(text).toContain(`Invoice number ${renewal.number}`);
    expect(text).toContain("VAT No. DE136695976");
    expect(text).toContain("GST Reg. No. 201912345K");
    expect(text).toContain("Reverse charge: the customer accounts for the VAT");
    expect(text).toContain("Total (SGD) SGD 670.00");
  });

  it("a renewal delivered twice is invoiced once, and its receipt links that invoice", async () => {
    const email = "renewal.twice@tanadvisory.sg";
    const paid = await purchase(email);
    const id = paid.body.data.subscription_id as number;
    const events = server.services.sandboxEvents!;
    const twice: SandboxEventSink = {
      async emit(list) {
        await events.emit(list);
        await events.emit(list); // a new event id each time: the webhook's de-duplication cannot help
      },
    };
    await renewSandboxSubscription(db(), twice, email);
    const all = await invoicesOf(id);
    expect(all.map((i) => i.reason).sort()).toEqual(["subscription_create", "subscription_cycle"]);
    const renewalMails = server.mails.filter((m) => m.to === email && m.subject.includes("receipt")).slice(1);
    const renewal = all.find((i) => i.reason === "subscription_cycle")!;
    expect(renewalMails.length).toBeGreaterThan(0);
    for (const mail of renewalMails) {
      const res = await fetch(linkIn(mail.text, "invoices")!.replace(server.services.config.publicUrl, server.url));
      expect(await pdfText(new Uint8Array(await res.arrayBuffer()))).toContain(`Invoice number ${renewal.number}`);
    }
  });

  it("a refund issues one credit note naming its invoice, split into net and tax by its rate", async () => {
    const email = "refund.note@tanadvisory.sg";
    const paid = await purchase(email);
    const [invoice] = await invoicesOf(paid.body.data.subscription_id);
    const form = {
      amount: "109.00",
      reason: "Customer asked within the refund window",
      nonce: "bm90ZS0xLW5vbmNlLWExYjI",
    };
    const input = { key: paid.key, form, operator: { id: 1, email: "ops@docsleeve.test" }, ipHash: "h" };
    const first = await refundOrder(server.services, input);
    expect(first).toMatchObject({ ok: true });
    const again = await refundOrder(server.services, input); // the same form twice: one refund
    expect(again.ok && again.value.replayed).toBe(true);
    const notes = await db().select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice!.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ total: 10900, net: 10000, tax: 900 });
    expect(notes[0]!.number).toMatch(/^DS-CN-\d{6}$/);
    const mail = server.mails.find((m) => m.to === email && /refund/i.test(m.subject));
    const res = await fetch(linkIn(mail!.text, "credit-notes")!.replace(server.services.config.publicUrl, server.url));
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain(`Credit note number ${notes[0]!.number}`);
    expect(text).toContain(`Corrects invoice ${invoice!.number}`);
    expect(text).toContain("GST (9%) -SGD 9.00");
    expect(text).toContain("Total credited (SGD) -SGD 109.00");
    // The rest of the payment: the last credit note takes exactly what is left of net and tax.
    const rest = await refundOrder(server.services, {
      ...input,
      form: { ...form, amount: "621.30", nonce: "bm90ZS0yLW5vbmNlLWMzZDQ" },
    });
    expect(rest.ok).toBe(true);
    const both = await db().select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice!.id));
    expect(both.reduce((s, n) => s + n.net, 0)).toBe(invoice!.net);
    expect(both.reduce((s, n) => s + n.tax, 0)).toBe(invoice!.tax);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("invoice numbers across two instances on one PostgreSQL", () => {
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    one = await startTestServer({ database: "postgres", env: { RATE_LIMIT_FACTOR: "1000" } });
    // A second instance: its own services and connection pool on the same database.
    const url = (one.services.dbConnection as unknown as { url: string }).url;
    const { openDatabase } = await import("../../server/db/client");
    const connection = await openDatabase({ dataDir: "unused", databaseUrl: url });
    two = await startTestServer({
      database: "postgres",
      env: { RATE_LIMIT_FACTOR: "1000" },
      overrides: { dbConnection: { ...connection, close: () => connection.close() } },
    });
  }, 180_000);
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it("20 purchases spread over both instances get 20 consecutive numbers", async () => {
    const servers = [one, two];
    const prepared = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const server = servers[i % 2]!;
        const email = `two.instances.${i}@tanadvisory.sg`;
        return {
          server,
          body: registration(email, {
            // The code mail may be delivered by either instance's outbox worker: ask and read it on one;
            // the token is signed with the key both share.
            email_token: await emailToken(one, email),
            paymentMethodId: await paymentMethod(server),
          }),
        };
      }),
    );
    const answers = await Promise.all(prepared.map(({ server, body }) => server.post("/api/register-plan", body)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const numbers = (await one.services.db.select({ number: invoices.number }).from(invoices))
      .map((r) => Number(/^DS-INV-(\d{6,})$/.exec(r.number)?.[1]))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  }, 180_000);
});
