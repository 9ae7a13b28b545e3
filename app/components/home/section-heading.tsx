/** The eyebrow, h2 and lead paragraph that open each home page section. */

/** Copy of a section heading (the *_SECTION objects of app/content). */
export interface SectionHeadingProps {
  /** Id of the h2, referenced by the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  heading: string;
  subheading?: string;
  /** Centered above a grid, or left-aligned beside content. */
  align?: "center" | "start";
  /** Light text for dark sections. */
  inverted?: boolean;
}

export function SectionHeading({
  id,
  eyebrow,
  heading,
  subheading,
  align = "center",
  inverted = false,
}: SectionHeadingProps) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-3xl text-center" : "max-w-xl"}>
      <p className="eyebrow">{eyebrow}</p>
      <h2
        id={id}
        className={`mt-4 text-h2 font-bold tracking-tight ${centered ? "text-balance" : ""} ${inverted ? "text-white" : "text-ink"}`}
      >
        {heading}
      </h2>
      {subheading ? (
        <p
          className={`mt-4 text-lead text-pretty ${inverted ? "text-brand-100" : "text-ink-muted"} ${centered ? "mx-auto max-w-2xl" : ""}`}
        >
          {subheading}
        </p>
      ) : null}
    </div>
  );
}
