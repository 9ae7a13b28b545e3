/**
 * The behaviour both newsletter forms share (footer, home pop-up): validate
 * with the form's schema, POST /api/newsletter, toast the server's message and clear the field on
 * success, toast the failure message otherwise. The forms differ only in wording and layout.
 * The schema (zod, ~25 KB gzip) is loaded when the visitor first focuses the form (`prepare`) or submits,
 * so it is not part of the JavaScript every page loads before interaction.
 * The forms are real `<form method="post" action="/newsletter/subscribe">`s with a hidden `source`: without
 * script the browser posts them to that route's action (same messages); with script this hook takes over.
 */
import { useState } from "react";
import type { z } from "zod";
import type { NewsletterSource, newsletterSchema } from "../../domain/newsletter";
import { validate } from "../../domain/validation";
import { postJson } from "../../lib/api";
import { toast } from "../../lib/toast";

/** Where the forms post without script (app/routes/newsletter-subscribe.tsx). */
export const NEWSLETTER_FORM_ACTION = "/newsletter/subscribe";

/** Options: which form this is, what to do after a subscription, whether a failure also shows under the field. */
export interface NewsletterSubscriptionOptions {
  /** Recorded with the consent. */
  source: NewsletterSource;
  onSubscribed?: () => void;
  /** Show the failure message under the field too (a toast may be hidden behind a modal's backdrop). */
  showFailureInline?: boolean;
  /** Toast text when the server sends no message. */
  fallbackSuccess: string;
}

/** Loads the form's schema, e.g. `() => import("../../domain/newsletter").then((m) => m.newsletterSchema)`. */
export type NewsletterSchemaLoader = () => Promise<z.ZodType<z.infer<typeof newsletterSchema>>>;

export function useNewsletterSubscription(loadSchema: NewsletterSchemaLoader, options: NewsletterSubscriptionOptions) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const result = validate(await loadSchema(), { email, source: options.source });
    if (!result.ok) return setError(result.errors.email);
    setSending(true);
    const outcome = await postJson("/api/newsletter", result.data);
    setSending(false);
    if (outcome.ok) {
      setEmail("");
      options.onSubscribed?.();
      toast.success(outcome.body.message ?? options.fallbackSuccess);
    } else {
      if (options.showFailureInline) setError(outcome.errors?.email ?? outcome.message);
      toast.error(outcome.message);
    }
  }

  function changeEmail(value: string) {
    setEmail(value);
    setError(undefined);
  }

  /** Starts loading the schema (on focus), so that submitting does not wait for it. */
  function prepare() {
    void loadSchema();
  }

  return { email, error, sending, submit, changeEmail, prepare };
}
