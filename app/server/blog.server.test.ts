import { describe, expect, it } from "vitest";
import { attachmentsOf } from "./blog.server";

describe("attachmentsOf", () => {
  it("lists each /files/ link once, with its text and file name", () => {
    const html =
      '<p><a href="/files/client-document-checklist.pdf">Download the <strong>checklist</strong> (PDF)</a></p>' +
      '<p><a href="/features">Features</a> <a href="https://example.com/files/x.pdf">elsewhere</a></p>' +
      '<p><a href="/files/client-document-checklist.pdf">again</a> <a href="/files/intake%20form.pdf"></a></p>';
    expect(attachmentsOf(html)).toEqual([
      {
        url: "/files/client-document-checklist.pdf",
        label: "Download the checklist (PDF)",
        fileName: "client-document-checklist.pdf",
      },
      { url: "/files/intake%20form.pdf", label: "intake form.pdf", fileName: "intake form.pdf" },
    ]);
  });

  it("reads the link as a browser would: any attribute order, entities decoded", () => {
    expect(attachmentsOf('<a title="Form" href="/files/tax-organiser.pdf">Tax &amp; payroll organiser</a>')).toEqual([
      { url: "/files/tax-organiser.pdf", label: "Tax & payroll organiser", fileName: "tax-organiser.pdf" },
    ]);
  });

  it("finds nothing in a post without files", () => {
    expect(attachmentsOf("<p>No files here.</p>")).toEqual([]);
  });
});
