/**
 * A console table: a real `<table>` with a caption and column headers, scrolling sideways in
 * its own box on a narrow screen (a named region that takes keyboard focus, so the arrow keys can
 * scroll it even when no cell holds a link or button), and an empty state. Cells render as React text: nothing a visitor
 * typed becomes HTML.
 */
export interface Column<Row> {
  /** Column header text. */
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** Right-aligned numbers, a narrow column… */
  className?: string;
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty = "Nothing here yet.",
  captionHidden = false,
}: {
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty?: string;
  /** The caption stays for screen readers only (when the page heading already says it). */
  captionHidden?: boolean;
}) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-line bg-surface"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className={captionHidden ? "sr-only" : "px-3 py-2 text-left text-sm font-semibold text-ink-muted"}>
          {caption}
        </caption>
        <thead className="bg-surface-muted text-xs uppercase tracking-wide text-ink-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`border-b border-line px-3 py-2 font-semibold ${column.className ?? ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-ink-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-line last:border-0 hover:bg-surface-muted">
                {columns.map((column) => (
                  <td key={column.header} className={`px-3 py-2 align-top ${column.className ?? ""}`}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
