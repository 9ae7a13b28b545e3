/** Plain copy with e-mail addresses, phone numbers and site paths turned into links. */
import { Fragment } from "react";
import { Link } from "react-router";

const PATTERN = /([\w.+-]+@[\w-]+\.[\w.]+[a-z])|(\+\d[\d ]{7,}\d)|((?<=\s|^)\/[a-z][a-z0-9-/]*[a-z0-9])/gi;

export function LinkifiedText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const [value, email, phone] = match;
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    if (email)
      parts.push(
        <a key={start} href={`mailto:${email}`}>
          {email}
        </a>,
      );
    else if (phone)
      parts.push(
        <a key={start} href={`tel:${phone.replace(/\s/g, "")}`}>
          {phone}
        </a>,
      );
    else
      parts.push(
        <Link key={start} to={value}>
          {value}
        </Link>,
      );
    last = start + value.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
