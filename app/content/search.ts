/** Copy of the site search (the header's Search button and its dialog). */
export const SEARCH = {
  open: "Search",
  openLabel: "Search the blog and help pages",
  title: "Search DocSleeve",
  inputLabel: "Search the blog, FAQ, features and use cases",
  placeholder: "e.g. KYC, reminders, e-signatures",
  close: "Close search",
  hint: "Type to search. Use the arrow keys or Tab to reach a result, Enter to open it, Escape to close.",
  loading: "Loading search…",
  failed: "Search is unavailable right now. Please try again later.",
  none: (query: string) => `No results for “${query}”.`,
  count: (n: number) => (n === 1 ? "1 result" : `${n} results`),
  resultsLabel: "Search results",
} as const;
