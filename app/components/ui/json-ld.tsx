/** Renders structured data as a JSON-LD script (with the CSP nonce; `<` escaped so it cannot close the tag). */
import { useNonce } from "../../lib/nonce";

export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
