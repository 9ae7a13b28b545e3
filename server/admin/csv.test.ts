/** CSV export cells: RFC 4180 quoting and the formula-injection defence. */
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("toCsv", () => {
  it("quotes commas, quotes and line breaks, and ends every line with CRLF", () => {
    const csv = toCsv(
      [
        { header: "name", value: (row: { name: string; n: number }) => row.name },
        { header: "n", value: (row) => row.n },
      ],
      [
        { name: 'Smith, "Jo"', n: 1 },
        { name: "two\nlines", n: -2 },
      ],
    );
    expect(csv).toBe('name,n\r\n"Smith, ""Jo""",1\r\n"two\nlines",-2\r\n');
  });

  it("defuses text a spreadsheet would run as a formula, but leaves numbers alone", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    for (const start of ["+", "-", "@", "\t", "\r"])
      expect(csvCell(`${start}1`).replace(/^"|"$/g, "").startsWith(`'${start}`)).toBe(true);
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(new Date("2026-01-02T03:04:05.000Z"))).toBe("2026-01-02T03:04:05.000Z");
  });
});
