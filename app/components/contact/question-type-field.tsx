/** The question type of the contact form: Sales or Technical Support, as radio cards. */
import { Briefcase, LifeBuoy } from "../ui/icon";
import { CONTACT_FORM_COPY as COPY } from "../../content/contact";
import { CONTACT_QUESTIONS, type ContactQuestion } from "../../domain/contact";
import { FieldError } from "../ui/field";

const ICONS: Record<ContactQuestion, typeof Briefcase> = { Sales: Briefcase, "Technical Support": LifeBuoy };

/** Props: the field's name, the choice to start with (a refused plain post's), its message, disabled while sending. */
interface QuestionTypeFieldProps {
  name: string;
  initial?: unknown;
  error?: string;
  disabled?: boolean;
}

/** The radios are the form's own (uncontrolled): Conform reads, checks and resets them. */
export function QuestionTypeField({ name, initial, error, disabled }: QuestionTypeFieldProps) {
  const id = "contact-question";
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{COPY.questionLegend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {CONTACT_QUESTIONS.map((question, i) => {
          const Icon = ICONS[question];
          return (
            <label
              key={question}
              className={`flex cursor-pointer items-start gap-3 rounded-control border bg-surface p-3.5 transition-colors has-[:checked]:border-brand-600 has-[:checked]:bg-accent-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${
                error ? "border-danger" : "border-[#cbd5e1] hover:border-accent"
              }`}
            >
              <input
                type="radio"
                name={name}
                value={question}
                defaultChecked={initial === question}
                disabled={disabled}
                aria-describedby={`${id}-${i}-hint`}
                className="mt-1 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
              />
              <span>
                <span className="flex items-center gap-1.5 font-semibold text-ink">
                  <Icon aria-hidden className="size-4 text-accent" />
                  {question}
                </span>
                <span id={`${id}-${i}-hint`} className="mt-0.5 block text-sm text-ink-muted">
                  {COPY.questionHints[question]}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
