/** The live password rule checklist under the password field. */
import { Check, Circle } from "../ui/icon";
import { PASSWORD_RULES } from "../../domain/signup-rules";

export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul className="mt-0.5 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2" aria-label="Password requirements">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={`flex items-center gap-2 ${met ? "text-success" : "text-ink-subtle"}`}>
            {met ? (
              <Check aria-hidden className="size-4 shrink-0" strokeWidth={3} />
            ) : (
              <Circle aria-hidden className="size-3.5 shrink-0 mx-px" />
            )}
            <span>
              {rule.label}
              <span className="sr-only">{met ? " (met)" : " (not met yet)"}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
