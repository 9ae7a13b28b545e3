/** The text of a PDF's pages, read back with pdfjs-dist (legacy build, for Node), items joined by spaces. */
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const FONTS = `${path.resolve("node_modules/pdfjs-dist/standard_fonts")}/`;

/** Every page's text, in order, each item separated by one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: FONTS, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await doc.destroy();
  return pages.join("\n").replace(/\s+/g, " ");
}
