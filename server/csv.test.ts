/** The one CSV writer: every cell quoted (RFC 4180) and the formula-injection defence. */
import { describe, expect, it } from "vitest";
import { csvCell, csvRecord, toCsv } from "./csv";

/** The unquoted text of a quoted cell. */
const text = (cell: string) => cell.replace(/^"|"$/g, "").replace(/""/g, '"');

describe("toCsv", () => {
  it("quotes every cell, doubles quotes, and ends every record with CRLF", () => {
    const csv = toCsv(
      [
        { header: "name", value: (row: { name: string; n: number | null }) => row.name },
        { header: "n", value: (row) => row.n },
      ],
      [
        { name: 'Smith, "Jo"', n: 1 },
        { name: "two\nlines", n: -2 },
        { name: "plain", n: null },
      ],
    );
    expect(csv).toBe('"name","n"\r\n"Smith, ""Jo""","1"\r\n"two\nlines","-2"\r\n"plain",""\r\n');
  });

  it("defuses text a spreadsheet would run as a formula, but leaves numbers alone", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(text(csvCell(`${start}1`))).toBe(`'${start}1`);
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(new Date("2026-01-02T03:04:05.000Z"))).toBe('"2026-01-02T03:04:05.000Z"');
    expect(csvCell("2026-01-02 a-b")).toBe('"2026-01-02 a-b"');
  });

  it("defuses a formula after a leading quote or space, and after a separator a semicolon locale splits on", () => {
    expect(text(csvCell("\"=cmd|' /C calc'!A0"))).toBe("\"'=cmd|' /C calc'!A0");
    expect(text(csvCell("  @SUM(1)"))).toBe("  '@SUM(1)");
    expect(text(csvCell("x;=cmd"))).toBe("x;'=cmd");
    expect(text(csvCell("x, +1"))).toBe("x, '+1");
    expect(text(csvCell("a\n-1"))).toBe("a\n'-1");
    expect(csvRecord(["x;=1", 2])).toBe('"x;\'=1","2"');
  });
});
