/**
 * The sandbox's card entry as one payment source: the card form makes the payment method, the challenge
 * dialog plays the bank's 3-D Secure. The pricing page's payment stage and the billing page's "Update
 * card" render both components with these refs and hand `source` to whatever charges or saves the card.
 */
import { useMemo, useRef } from "react";
import type { ChallengeHandle } from "./challenge-dialog";
import type { PaymentSource } from "./payment-source";

/** Refs for `<SandboxCardForm ref={card}>` and `<ChallengeDialog ref={challenge}>`, and the source over both. */
export function useSandboxSource() {
  const card = useRef<PaymentSource>(null);
  const challenge = useRef<ChallengeHandle>(null);
  const source = useMemo<PaymentSource>(
    () => ({
      createPaymentMethod: (billing) => card.current?.createPaymentMethod(billing) ?? Promise.resolve({ ok: false }),
      handleNextAction: (secret) =>
        challenge.current?.authenticate(secret) ?? Promise.resolve({ ok: false, message: "" }),
    }),
    [],
  );
  return { card, challenge, source };
}
