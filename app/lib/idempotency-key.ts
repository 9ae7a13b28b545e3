/** Keys the browser makes so that a retried request is recognised as the same one. */

/** A fresh idempotency key (UUID where available, else 128 random bits in hex). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
