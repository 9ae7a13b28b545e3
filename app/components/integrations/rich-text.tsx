/** Renders content RichText: bold segments as <strong>, the rest as plain text, in order. */
import { Fragment } from "react";
import type { RichText as RichTextValue } from "../../content/integrations";

export function RichText({ text }: { text: RichTextValue }) {
  return (
    <>
      {text.map((segment, index) =>
        segment.bold ? (
          <strong key={index} className="font-semibold text-ink">
            {segment.text}
          </strong>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
