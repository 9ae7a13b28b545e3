/**
 * The body of the newsletter's own pages (subscribe, confirm, unsubscribe): one heading, a lead and the
 * page's plain HTML form or links. Server-rendered and usable without script: the forms are real
 * `<form method="post">`s answered by the route's action.
 */
import type { ReactNode } from "react";

export function NewsletterNotice({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <section className="container-page flex flex-col items-center py-section text-center">
      <div className="w-full max-w-lg">
        <h1 className="text-h2 font-bold tracking-tight text-balance">{title}</h1>
        {lead ? <p className="mt-4 text-lead text-ink-muted text-pretty">{lead}</p> : null}
        <div className="mt-8 flex flex-col items-center gap-4">{children}</div>
      </div>
    </section>
  );
}
