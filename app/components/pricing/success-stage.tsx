/** Stage 4: the server's message and Go to Login, which opens the app in a new tab. */
import { CircleCheckBig } from "../ui/icon";
import { CHECKOUT_COPY } from "../../content/pricing";
import { NewTabLink } from "../product/new-tab-link";

/** Props: the server's message, the address the mails went to, the login URL, and "start over". */
export interface SuccessStageProps {
  message: string;
  email: string;
  loginUrl: string;
  onStartOver(): void;
}

export function SuccessStage({ message, email, loginUrl, onStartOver }: SuccessStageProps) {
  return (
    <div className="mx-auto max-w-xl text-center">
      <span
        aria-hidden
        className="inline-flex size-16 items-center justify-center rounded-full bg-success-soft text-success ring-8 ring-success-soft/50"
      >
        <CircleCheckBig className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-success uppercase">{CHECKOUT_COPY.successHeading}</p>
      <h1 id="stage-heading" tabIndex={-1} className="mt-2 text-h2 font-bold tracking-tight outline-none">
        {message}
      </h1>
      <p className="mt-4 break-words text-lead text-ink-muted">{CHECKOUT_COPY.successLead(email)}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <NewTabLink href={loginUrl} className="btn btn-primary" hiddenSuffix={CHECKOUT_COPY.goToLoginHint}>
          {CHECKOUT_COPY.goToLogin}
        </NewTabLink>
        <button type="button" className="btn btn-secondary" onClick={onStartOver}>
          {CHECKOUT_COPY.startOver}
        </button>
      </div>
    </div>
  );
}
