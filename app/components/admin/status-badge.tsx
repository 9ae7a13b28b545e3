/**
 * A short status word in a pill. Tones carry meaning by colour AND by the word itself (never colour alone);
 * the colours are the semantic tokens (app/styles/app.css), so a badge reads in both schemes.
 */
export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-surface-muted text-ink ring-line-strong",
  info: "bg-accent-soft text-accent ring-accent-line",
  success: "bg-success-soft text-success ring-success-line",
  warning: "bg-warning-soft text-warning ring-warning-line",
  danger: "bg-danger-soft text-danger ring-danger-line",
};

export function StatusBadge({ tone = "neutral", children }: { tone?: BadgeTone; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
