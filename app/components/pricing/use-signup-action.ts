/**
 * The sign-up forms' calls of the pricing route's action through one `useFetcher`: `call(fields)` posts
 * like the form would without script and resolves with the action's answer (`SignupAnswer`), so a stage
 * can await it as it awaits any call. A post that brings no answer (the network failed) resolves with
 * the generic refusal, as the API client does.
 */
import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { GENERIC_ERROR_MESSAGE } from "../../domain/messages";
import { SIGNUP_ACTION, type SignupAnswer, type SignupIntent } from "./signup-answer";

type Pending = { resolve(answer: SignupAnswer): void; before: unknown; intent: SignupIntent };

/** One fetcher for the sign-up's posts; `call` answers one post at a time (the stages disable their forms meanwhile). */
export function useSignupAction() {
  const fetcher = useFetcher<SignupAnswer>();
  const pending = useRef<Pending | null>(null);
  const { state, data, submit } = fetcher;

  useEffect(() => {
    const waiting = pending.current;
    if (state !== "idle" || !waiting) return;
    pending.current = null;
    const answered = data !== undefined && data !== waiting.before;
    waiting.resolve(
      answered ? data : { intent: waiting.intent, ok: false, code: "unavailable", message: GENERIC_ERROR_MESSAGE },
    );
  }, [state, data]);

  const call = useCallback(
    (intent: SignupIntent, fields: Record<string, string>) =>
      new Promise<SignupAnswer>((resolve) => {
        pending.current = { resolve, before: data, intent };
        void submit({ ...fields, intent }, { method: "post", action: SIGNUP_ACTION });
      }),
    [data, submit],
  );

  return call;
}
