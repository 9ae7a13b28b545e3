/**
 * The addresses of invoice and credit note PDFs mailed to buyers: `{PUBLIC_URL}/invoices/<token>.pdf`
 * and `{PUBLIC_URL}/credit-notes/<token>.pdf`, the token a signed `{k, id}` (server/secrets/signed-token.ts,
 * keyed by a key derived from the sign-up secret, which every instance shares), so a link cannot be
 * guessed from a document's number or id, and any instance can check it.
 */
import { z } from "zod";
import type { Services } from "../services";
import { signToken, verifyToken } from "../secrets/signed-token";
import { signupKeys } from "../secrets/signup-keys";

const payload = z.object({ k: z.enum(["i", "c"]), id: z.number().int().positive() });

/** Which document a link names. */
export interface DocumentRef {
  kind: "invoice" | "credit_note";
  id: number;
}

/** The public path prefix of each kind. */
export const DOCUMENT_PATHS = { invoice: "/invoices/", credit_note: "/credit-notes/" } as const;

/** The absolute address of a document's PDF. */
export async function documentUrl(services: Pick<Services, "config" | "db">, ref: DocumentRef): Promise<string> {
  const { document } = await signupKeys(services);
  const token = signToken(document, { k: ref.kind === "invoice" ? "i" : "c", id: ref.id });
  return `${services.config.publicUrl}${DOCUMENT_PATHS[ref.kind]}${token}.pdf`;
}

/** The document a link's last segment (`<token>.pdf`) names, or undefined if it is not genuine. */
export async function documentOfLink(
  services: Pick<Services, "config" | "db">,
  kind: DocumentRef["kind"],
  file: string,
): Promise<DocumentRef | undefined> {
  if (!file.endsWith(".pdf")) return undefined;
  const { document } = await signupKeys(services);
  const parsed = verifyToken(document, file.slice(0, -".pdf".length), payload);
  if (!parsed || parsed.k !== (kind === "invoice" ? "i" : "c")) return undefined;
  return { kind, id: parsed.id };
}
