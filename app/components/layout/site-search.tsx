/**
 * The site search: the header's Search button and its modal `<dialog>` (the shared Dialog, opened by an
 * invoker command, so the first press works before the app has loaded). Pagefind's script, worker and
 * wasm are fetched only once the dialog is open (lib/pagefind.ts), never on a page load. Keyboard: the
 * field has focus when the dialog opens; ArrowDown (or Tab) reaches the results, ArrowUp/ArrowDown move
 * between them, Enter follows one, Escape closes the dialog and the browser returns focus to the button.
 * Hidden with scripting off (the search runs in the browser).
 */
import { Search } from "../ui/icon";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { SEARCH } from "../../content/search";
import { loadPagefind, searchSite, type SearchHit } from "../../lib/pagefind";
import { Dialog, DialogClose, DialogTrigger } from "../ui/dialog";
import { useCloseOnNavigation } from "./use-close-on-navigation";

/** The search dialog's id (the header renders one). */
export const SEARCH_DIALOG_ID = "site-search";

/** The header's Search button (icon only below 640 px, with its label above). */
export function SearchToggle() {
  return (
    <DialogTrigger
      dialogId={SEARCH_DIALOG_ID}
      aria-label={SEARCH.openLabel}
      className="btn btn-ghost gap-2 px-2 font-medium sm:px-3 [@media(scripting:none)]:hidden"
    >
      <Search aria-hidden className="size-5" />
      <span aria-hidden className="hidden sm:inline">
        {SEARCH.open}
      </span>
    </DialogTrigger>
  );
}

type Status = "idle" | "loading" | "ready" | "failed";

export function SiteSearch() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const [hits, setHits] = useState<SearchHit[]>([]);
  const latest = useRef("");

  const run = useCallback(async (term: string) => {
    latest.current = term;
    setQuery(term);
    if (term.trim() === "") {
      setHits([]);
      return;
    }
    try {
      const found = await searchSite(term);
      // A newer search is on its way (Pagefind's debounce, or the visitor typed on meanwhile).
      if (found === null || latest.current !== term) return;
      setHits(found);
      setStatus("ready");
    } catch {
      setStatus("failed");
    }
  }, []);

  const start = useCallback(() => {
    setStatus((current) => (current === "idle" ? "loading" : current));
    loadPagefind().then(
      () => setStatus((current) => (current === "loading" ? "ready" : current)),
      () => setStatus("failed"),
    );
    // Text typed before the app loaded is in the field, not in React's state: adopt it.
    const typed = inputRef.current?.value ?? "";
    if (typed.trim() !== "" && typed !== latest.current) void run(typed);
  }, [run]);

  // Pagefind loads when the dialog opens (also when it was opened before the app had loaded).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (dialog.open) start();
    const onToggle = () => {
      if (dialog.open) start();
    };
    dialog.addEventListener("toggle", onToggle);
    return () => dialog.removeEventListener("toggle", onToggle);
  }, [start]);

  const close = useCallback(() => dialogRef.current?.close(), []);
  useCloseOnNavigation(close);

  const links = () => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "ArrowDown") return;
    const first = links()[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const items = links();
    const at = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (at === -1) return;
    event.preventDefault();
    const next = at + (event.key === "ArrowDown" ? 1 : -1);
    if (next < 0) inputRef.current?.focus();
    else items[Math.min(next, items.length - 1)]?.focus();
  };

  const message =
    status === "failed"
      ? SEARCH.failed
      : query.trim() === ""
        ? ""
        : status !== "ready"
          ? SEARCH.loading
          : hits.length === 0
            ? SEARCH.none(query.trim())
            : SEARCH.count(hits.length);

  return (
    <Dialog
      ref={dialogRef}
      id={SEARCH_DIALOG_ID}
      aria-labelledby="site-search-title"
      lightDismiss
      className="search-dialog"
    >
      <div className="relative p-5 sm:p-6">
        <h2 id="site-search-title" className="pr-12 text-lg font-semibold">
          {SEARCH.title}
        </h2>
        {/* A search form that never submits: results show as the visitor types (Enter follows a result). */}
        <form role="search" className="mt-4" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="site-search-input" className="text-sm font-medium text-ink-muted">
            {SEARCH.inputLabel}
          </label>
          <div className="relative mt-2">
            <Search aria-hidden className="search-icon" />
            <input
              ref={inputRef}
              id="site-search-input"
              type="search"
              name="q"
              autoComplete="off"
              spellCheck={false}
              placeholder={SEARCH.placeholder}
              aria-describedby="site-search-hint"
              value={query}
              onChange={(event) => void run(event.currentTarget.value)}
              onKeyDown={onFieldKey}
              className="search-input"
            />
          </div>
          <p id="site-search-hint" className="mt-2 text-xs text-ink-subtle">
            {SEARCH.hint}
          </p>
        </form>
        <p role="status" className="mt-4 text-sm text-ink-muted empty:hidden">
          {message}
        </p>
        {hits.length > 0 ? (
          <ul
            ref={listRef}
            aria-label={SEARCH.resultsLabel}
            onKeyDown={onListKey}
            className="mt-3 max-h-[55vh] space-y-2 overflow-y-auto"
          >
            {hits.map((hit) => (
              <li key={hit.url}>
                <Link
                  to={hit.url}
                  className="block rounded-control border border-line p-3 hover:border-accent hover:bg-accent-soft focus-visible:border-accent focus-visible:bg-accent-soft focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <span className="block font-semibold text-accent">{hit.title}</span>
                  {/* Pagefind's excerpt: the page's text, escaped, with <mark> around the matches. */}
                  <span
                    className="mt-1 block text-sm text-ink-muted [&_mark]:rounded-sm [&_mark]:bg-accent-soft [&_mark]:px-0.5 [&_mark]:font-semibold [&_mark]:text-ink"
                    dangerouslySetInnerHTML={{ __html: hit.excerpt }}
                  />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <DialogClose
          dialogId={SEARCH_DIALOG_ID}
          label={SEARCH.close}
          className="btn btn-ghost absolute top-3 right-3 px-2"
        />
      </div>
    </Dialog>
  );
}
