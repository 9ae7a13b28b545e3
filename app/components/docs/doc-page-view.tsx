/** Renders a document-style page (terms, privacy, refund, support, security) from its typed content. */
import type { Block, DocPage, DocSection } from "../../content/legal";
import { LinkifiedText } from "../ui/linkified-text";

function BlockView({ block }: { block: Block }) {
  if (block.kind === "p")
    return (
      <p>
        <LinkifiedText text={block.text} />
      </p>
    );
  const items = block.items.map((item, i) => (
    <li key={i}>
      <LinkifiedText text={item} />
    </li>
  ));
  return block.kind === "ol" ? <ol>{items}</ol> : <ul>{items}</ul>;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * Page header, table of contents and sections. `children` render above the sections (outside the prose
 * styles); `renderSection` may replace the body of a section by id (e.g. the security measures as cards).
 */
export function DocPageView({
  page,
  children,
  renderSection,
}: {
  page: DocPage;
  children?: React.ReactNode;
  renderSection?: (section: DocSection) => React.ReactNode | undefined;
}) {
  return (
    <article>
      <header className="bg-surface-brand">
        <div className="container-page py-14 sm:py-20">
          <h1 className="text-h1 font-bold tracking-tight">{page.title}</h1>
          <p className="mt-3 text-sm text-ink-subtle">
            Last updated <time dateTime={page.updated}>{dateFormat.format(new Date(page.updated))}</time>
          </p>
          <p className="mt-6 max-w-3xl text-lead text-ink-muted">
            <LinkifiedText text={page.intro} />
          </p>
        </div>
      </header>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[16rem_1fr]">
        {page.sections.length > 2 ? (
          <nav aria-label="On this page" className="hidden lg:block">
            <div className="sticky top-24">
              <h2 className="text-sm font-semibold uppercase tracking-wider text-ink-subtle">On this page</h2>
              <ol className="mt-3 space-y-2 text-sm">
                {page.sections.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`} className="text-ink-muted hover:text-accent">
                      {s.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        ) : (
          <div className="hidden lg:block" />
        )}
        <div className="min-w-0 max-w-3xl">
          {children}
          <div className="prose-doc">
            {page.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="scroll-mt-24"
              >
                <h2 id={`${section.id}-heading`}>{section.heading}</h2>
                {renderSection?.(section) ?? section.blocks.map((block, i) => <BlockView key={i} block={block} />)}
              </section>
            ))}
          </div>
        </div>
      </div>
    </article>
  );
}
