/**
 * The answer of a console form's post: a status (success) or an alert (failure) with the action's
 * message. "box" is a tinted panel for page-level answers, "text" a line under a small form. Colours are
 * the semantic tokens, readable in both schemes.
 */
export function FormNotice({
  answer,
  variant = "box",
  className = "",
}: {
  answer?: { ok: boolean; message: string };
  variant?: "box" | "text";
  className?: string;
}) {
  if (!answer) return null;
  const tone =
    variant === "box"
      ? `rounded-md border px-3 py-2 ${answer.ok ? "border-success-line bg-success-soft text-success" : "border-danger-line bg-danger-soft text-danger"}`
      : answer.ok
        ? "text-success"
        : "text-danger";
  return (
    <p role={answer.ok ? "status" : "alert"} className={`text-sm ${tone} ${className}`}>
      {answer.message}
    </p>
  );
}

/**
 * What a console form's notice says for its action's answer (app/lib/form-action.ts): the success's
 * message; for invalid input (`validation_failed`, the fields show what) the form's own `invalid` line,
 * e.g. "Check the invitation."; for any other refusal the action's message.
 */
export function noticeOf(
  answer: { ok: true; message: string } | { ok: false; code: string; message: string } | undefined,
  invalid: string,
): { ok: boolean; message: string } | undefined {
  if (!answer || answer.ok) return answer;
  return { ok: false, message: answer.code === "validation_failed" ? invalid : answer.message };
}
