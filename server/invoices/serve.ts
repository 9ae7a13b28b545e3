/**
 * `GET /invoices/<token>.pdf` and `/credit-notes/<token>.pdf`: the PDFs receipt and refund mails link
 * (./links.ts). The token is signed, so a number or id cannot be turned into a link; a link that is not
 * genuine, or names no document, is a plain 404. Inline, named by the document's number, never cached.
 */
import type { RequestHandler } from "express";
import type { Services } from "../services";
import { documentOfLink } from "./links";
import { documentPdf, pdfHeaders } from "./queries";

/** The paths served (Express 5 syntax). */
export const DOCUMENT_ROUTES = ["/invoices/:file", "/credit-notes/:file"];

/** The handler of DOCUMENT_ROUTES. */
export function documentPdfEndpoint(services: Services): RequestHandler {
  return async (req, res, next) => {
    try {
      const kind = req.path.startsWith("/credit-notes/") ? "credit_note" : "invoice";
      const file = typeof req.params.file === "string" ? req.params.file : "";
      const ref = await documentOfLink(services, kind, file);
      const found = ref && (await documentPdf(services.db, ref));
      if (!found) {
        res.status(404).set({ "Cache-Control": "no-store" }).type("text/plain").send("No such document.");
        return;
      }
      if (!found.pdf) {
        res.set({ "Cache-Control": "no-store" }).redirect(303, found.pdfUrl!);
        return;
      }
      res.set({ ...pdfHeaders(found.number), "X-Robots-Tag": "noindex" }).send(Buffer.from(found.pdf));
    } catch (error) {
      next(error);
    }
  };
}
