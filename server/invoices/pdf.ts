/**
 * Renders an invoice or credit note (server/invoices/document.ts) as an A4 PDF with pdf-lib, in the
 * brand's look (./brand.ts): the logo, the brand's blue for headings and the table's head, the "Paid"
 * mark in the success colour. Deterministic: the same data gives the same bytes (the document's dates
 * are its issue date, not the rendering time). Text uses the PDF's standard Helvetica (WinAnsi), so a
 * character outside it (a company name in another script) is printed as "?" rather than failing.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { SITE } from "../../app/content/site-settings";
import { BRAND_COLOURS, LOGO_MARK } from "./brand";
import {
  documentDate,
  documentMoney,
  TAX_ID_LABELS,
  taxNote,
  taxWording,
  type CreditNoteData,
  type DocumentData,
  type InvoiceData,
} from "./document";

const colour = (hex: string): RGB =>
  rgb(parseInt(hex.slice(1, 3), 16) / 255, parseInt(hex.slice(3, 5), 16) / 255, parseInt(hex.slice(5, 7), 16) / 255);
const C = Object.fromEntries(Object.entries(BRAND_COLOURS).map(([k, v]) => [k, colour(v)])) as Record<
  keyof typeof BRAND_COLOURS,
  RGB
>;

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

/** Drawing helpers over one page with its two fonts. */
class Sheet {
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  /** `text` with every character the font cannot encode replaced by "?". */
  safe(text: string, font: PDFFont): string {
    let out = "";
    for (const ch of text) {
      try {
        font.encodeText(ch);
        out += ch;
      } catch {
        out += "?";
      }
    }
    return out;
  }

  text(
    text: string,
    x: number,
    y: number,
    o: { size?: number; bold?: boolean; colour?: RGB; align?: "left" | "right"; maxWidth?: number } = {},
  ): void {
    const font = o.bold ? this.bold : this.regular;
    const size = o.size ?? 10;
    let t = this.safe(text, font);
    if (o.maxWidth) while (t.length > 1 && font.widthOfTextAtSize(t, size) > o.maxWidth) t = `${t.slice(0, -2)}…`;
    const width = font.widthOfTextAtSize(t, size);
    this.page.drawText(t, { x: o.align === "right" ? x - width : x, y, size, font, color: o.colour ?? C.ink });
  }

  rule(y: number, o: { colour?: RGB; thickness?: number } = {}): void {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4[0] - MARGIN, y },
      thickness: o.thickness ?? 0.75,
      color: o.colour ?? C.line,
    });
  }
}

/** The logo mark at (x, top), `size` points wide, and the word mark beside it. */
function drawLogo(sheet: Sheet, x: number, top: number, size: number): void {
  const scale = size / 32;
  const at = { x, y: top, scale };
  sheet.page.drawSvgPath(LOGO_MARK.back.d, { ...at, color: C.brand700 });
  sheet.page.drawSvgPath(LOGO_MARK.sheet.d, {
    ...at,
    color: rgb(1, 1, 1),
    borderColor: C.brand600,
    borderWidth: 1.5,
  });
  for (const d of LOGO_MARK.lines)
    sheet.page.drawSvgPath(d, { ...at, borderColor: C.brand600, borderWidth: 1.5, borderLineCap: 1 });
  sheet.page.drawSvgPath(LOGO_MARK.front.d, { ...at, color: C.brand600 });
  const word = 20;
  const y = top - size * 0.72;
  sheet.text("Doc", x + size + 8, y, { size: word, bold: true, colour: C.ink });
  sheet.text("Sleeve", x + size + 8 + sheet.bold.widthOfTextAtSize("Doc", word), y, {
    size: word,
    bold: true,
    colour: C.brand700,
  });
}

/** A block of label + value lines at the right of the header. */
function drawFacts(sheet: Sheet, top: number, facts: Array<[string, string]>): number {
  const right = A4[0] - MARGIN;
  let y = top;
  for (const [label, value] of facts) {
    // The label first, so a text extraction reads "Invoice number DS-INV-000001".
    sheet.text(label, right - 118, y, { colour: C.inkMuted, align: "right" });
    sheet.text(value, right, y, { bold: true, align: "right" });
    y -= 15;
  }
  return y;
}

/** "From" (seller) and "Bill to" (buyer) columns; @returns the y below them. */
function drawParties(sheet: Sheet, top: number, d: DocumentData): number {
  const column = (x: number, heading: string, lines: Array<{ text: string; bold?: boolean; muted?: boolean }>) => {
    sheet.text(heading.toUpperCase(), x, top, { size: 8, bold: true, colour: C.brand700 });
    let y = top - 16;
    for (const line of lines) {
      sheet.text(line.text, x, y, {
        bold: line.bold,
        colour: line.muted ? C.inkMuted : C.ink,
        maxWidth: 230,
      });
      y -= 14;
    }
    return y;
  };
  const seller = [
    { text: d.seller.legalName, bold: true },
    ...d.seller.address.map((text) => ({ text, muted: true })),
    ...(d.seller.taxNumber ? [{ text: `${d.seller.taxLabel} ${d.seller.taxNumber}` }] : []),
  ];
  const b = d.buyer;
  const buyer = [
    { text: b.company, bold: true },
    { text: b.name, muted: true },
    { text: b.email, muted: true },
    { text: b.country, muted: true },
    ...(b.taxId ? [{ text: `${TAX_ID_LABELS[b.taxIdType ?? ""] ?? "Tax ID"} ${b.taxId}` }] : []),
  ];
  return Math.min(column(MARGIN, "From", seller), column(A4[0] / 2 + 10, "Bill to", buyer));
}

const COLUMNS = { description: MARGIN + 10, period: 300, users: 445, amount: A4[0] - MARGIN - 10 };

/** The lines' table; @returns the y below it. */
function drawTable(
  sheet: Sheet,
  top: number,
  rows: Array<{ title: string; detail: string; period: string; users: string; amount: string }>,
): number {
  sheet.page.drawRectangle({ x: MARGIN, y: top - 8, width: A4[0] - 2 * MARGIN, height: 24, color: C.surfaceBrand });
  const head = { size: 8, bold: true, colour: C.brand900 };
  sheet.text("DESCRIPTION", COLUMNS.description, top, head);
  sheet.text("PERIOD", COLUMNS.period, top, head);
  sheet.text("USERS", COLUMNS.users, top, head);
  sheet.text("AMOUNT", COLUMNS.amount, top, { ...head, align: "right" });
  let y = top - 30;
  for (const row of rows) {
    sheet.text(row.title, COLUMNS.description, y, { bold: true, maxWidth: 240 });
    sheet.text(row.period, COLUMNS.period, y, { maxWidth: 140 });
    sheet.text(row.users, COLUMNS.users, y);
    sheet.text(row.amount, COLUMNS.amount, y, { align: "right" });
    if (row.detail) sheet.text(row.detail, COLUMNS.description, y - 14, { colour: C.inkMuted, size: 9, maxWidth: 240 });
    y -= row.detail ? 36 : 24;
    sheet.rule(y + 10);
  }
  return y - 6;
}

/** Label/amount pairs at the right, the last one (the total) emphasised; @returns the y below. */
function drawTotals(sheet: Sheet, top: number, lines: Array<[string, string]>, total: [string, string]): number {
  const labelX = 330;
  const right = COLUMNS.amount;
  let y = top;
  for (const [label, value] of lines) {
    sheet.text(label, labelX, y, { colour: C.inkMuted, maxWidth: right - labelX - 80 });
    sheet.text(value, right, y, { align: "right" });
    y -= 16;
  }
  y -= 10; // the total's band starts below the last line's descenders
  sheet.page.drawRectangle({ x: labelX - 10, y: y - 9, width: right - labelX + 20, height: 26, color: C.brand700 });
  sheet.text(total[0], labelX, y, { bold: true, size: 11, colour: rgb(1, 1, 1) });
  sheet.text(total[1], right, y, { bold: true, size: 11, colour: rgb(1, 1, 1), align: "right" });
  return y - 34;
}

/** The "Paid" mark with its date. */
function drawPaid(sheet: Sheet, top: number, text: string, detail?: string): void {
  const width = 64;
  sheet.page.drawRectangle({
    x: MARGIN,
    y: top - 8,
    width,
    height: 24,
    color: C.successSoft,
    borderColor: C.success,
    borderWidth: 1,
  });
  sheet.text("Paid", MARGIN + width / 2 - sheet.bold.widthOfTextAtSize("Paid", 12) / 2, top, {
    bold: true,
    size: 12,
    colour: C.success,
  });
  sheet.text(text, MARGIN + width + 12, detail ? top + 7 : top + 2, { colour: C.inkMuted, size: 9 });
  if (detail) sheet.text(detail, MARGIN + width + 12, top - 4, { colour: C.inkMuted, size: 9 });
}

/** The footer: notes, then the seller and where to ask. */
function drawFooter(sheet: Sheet, d: DocumentData, notes: string[]): void {
  let y = 110;
  for (const note of notes) {
    sheet.text(note, MARGIN, y, { size: 9, colour: C.ink });
    y -= 13;
  }
  sheet.rule(64);
  sheet.text(`${d.seller.legalName} · ${d.seller.address.join(", ")}`, MARGIN, 48, { size: 8, colour: C.inkMuted });
  sheet.text(`Questions about this document? ${SITE.supportEmail}`, MARGIN, 36, { size: 8, colour: C.inkMuted });
}

const taxNotes = (d: DocumentData): string[] => {
  const note = taxNote(d.tax.reason);
  return note ? [note] : [];
};

function drawInvoice(sheet: Sheet, d: InvoiceData): void {
  const money = (n: number) => documentMoney(n, d.currency);
  const facts = drawFacts(sheet, 738, [
    ["Invoice number", d.number],
    ["Issue date", documentDate(d.issuedAt)],
    ["Order reference", d.reference],
  ]);
  let y = drawParties(sheet, Math.min(facts, 690) - 20, d) - 18;
  y = drawTable(
    sheet,
    y,
    d.lines.map((line) => ({
      title: line.description,
      detail: line.tier,
      period: `${documentDate(line.periodStart)} – ${documentDate(line.periodEnd)}`,
      users: String(line.users),
      amount: money(line.amount),
    })),
  );
  const lines: Array<[string, string]> = [["Subtotal", money(d.lines.reduce((sum, l) => sum + l.amount, 0))]];
  if (d.discount) {
    lines.push([d.discount.code ? `Discount (${d.discount.code})` : "Discount", money(-d.discount.amount)]);
    lines.push(["Net", money(d.net)]);
  }
  lines.push([taxWording(d.tax, d.buyer.countryCode), money(d.tax.amount)]);
  y = drawTotals(sheet, y - 6, lines, [`Total (${d.currency.code})`, money(d.total)]);
  const credit = d.creditApplied
    ? `${money(d.creditApplied)} from your account credit, ${money(d.total - d.creditApplied)} by card.`
    : undefined;
  drawPaid(sheet, y - 4, `Paid in full on ${documentDate(d.paidAt)}. Thank you for your business.`, credit);
  drawFooter(sheet, d, taxNotes(d));
}

function drawCreditNote(sheet: Sheet, d: CreditNoteData): void {
  const money = (n: number) => documentMoney(n, d.currency);
  const facts = drawFacts(sheet, 738, [
    ["Credit note number", d.number],
    ["Issue date", documentDate(d.issuedAt)],
    ["Corrects invoice", d.invoiceNumber],
    ["Invoice date", documentDate(d.invoiceIssuedAt)],
    ["Order reference", d.reference],
  ]);
  let y = drawParties(sheet, Math.min(facts, 690) - 20, d) - 18;
  y = drawTable(sheet, y, [
    {
      title: d.description,
      detail: `Credited against invoice ${d.invoiceNumber}`,
      period: "",
      users: "",
      amount: money(-d.net),
    },
  ]);
  y = drawTotals(
    sheet,
    y - 6,
    [
      ["Net credited", money(-d.net)],
      [taxWording(d.tax, d.buyer.countryCode), money(-d.tax.amount)],
    ],
    [`Total credited (${d.currency.code})`, money(-d.total)],
  );
  const settled =
    d.settlement === "account_credit"
      ? "Credited to your account: taken off your next payments."
      : "Refunded to the card the invoice was paid with.";
  sheet.text(settled, MARGIN, y, { size: 9, colour: C.inkMuted });
  drawFooter(sheet, d, taxNotes(d));
}

/** The PDF of a document. */
export async function renderDocumentPdf(d: DocumentData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const issued = new Date(d.issuedAt);
  const title = d.kind === "invoice" ? "Invoice" : "Credit note";
  pdf.setTitle(`${SITE.name} ${title.toLowerCase()} ${d.number}`);
  pdf.setAuthor(d.seller.legalName);
  pdf.setProducer(SITE.name);
  pdf.setCreator(SITE.name);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const sheet = new Sheet(
    pdf.addPage(A4),
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  sheet.page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: C.brand600 });
  drawLogo(sheet, MARGIN, A4[1] - 44, 30);
  sheet.text(title, A4[0] - MARGIN, A4[1] - 66, { size: 24, bold: true, colour: C.brand900, align: "right" });
  if (d.kind === "invoice") drawInvoice(sheet, d);
  else drawCreditNote(sheet, d);
  return pdf.save({ useObjectStreams: false });
}
