/** The `<head>` of every console page: its title, and `noindex` (the console is never indexed). */
export function consoleMeta(title: string) {
  return [{ title: `${title} | DocSleeve console` }, { name: "robots", content: "noindex, nofollow" }];
}

/** The `handle` of every console route: the document shell leaves out the public chrome and hydrates at once. */
export const consoleHandle = { console: true } as const;
