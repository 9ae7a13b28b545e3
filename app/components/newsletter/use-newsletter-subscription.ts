/**
 * The behaviour both newsletter forms share (footer, home pop-up): validate with the form's schema,
 * post to the /newsletter/subscribe route action through a fetcher (the page stays), toast the server's
 * message and clear the field on success, toast the failure message otherwise. The forms differ only in
 * wording and layout. The schema (zod, ~25 KB gzip) is loaded when the visitor first focuses the form
 * (`prepare`) or submits, so it is not part of the JavaScript every page loads before interaction.
 * The forms are `<fetcher.Form method="post" action="/newsletter/subscribe">`s with a hidden `source`:
 * without script (or before the page hydrates) the browser posts them to the same action as a plain
 * post, which answers with the same messages.
 */
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import type { NewsletterSource, newsletterSchema } from "../../domain/newsletter";
import { validate } from "../../domain/validation";
import { scriptSubmission, type FormAnswer } from "../../lib/form-action";
import { toast } from "../../lib/toast";

/** The forms' route action (app/routes/newsletter-subscribe.tsx), with script and without. */
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
  const fetcher = useFetcher<FormAnswer<{ message?: string }>>();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const sending = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  // Each answer is handled once, when it arrives.
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      setEmail("");
      options.onSubscribed?.();
      toast.success(answer.message ?? options.fallbackSuccess);
    } else {
      if (options.showFailureInline) setError(answer.errors?.email ?? answer.message);
      toast.error(answer.message);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer is news
  }, [answer]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const result = validate(await loadSchema(), { email, source: options.source });
    if (!result.ok) return setError(result.errors.email);
    // Nothing the page shows changes with a subscription: no loader needs to run again.
    void fetcher.submit(scriptSubmission({ email: result.data.email, source: options.source }), {
      method: "post",
      action: NEWSLETTER_FORM_ACTION,
      defaultShouldRevalidate: false,
    });
  }

  function changeEmail(value: string) {
    setEmail(value);
    setError(undefined);
  }

  /** Starts loading the schema (on focus), so that submitting does not wait for it. */
  function prepare() {
    void loadSchema();
  }

  return { email, error, sending, submit, changeEmail, prepare, Form: fetcher.Form };
}
