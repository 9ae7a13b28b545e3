/**
 * "Download" for a file published under /files/: a real link (works without JavaScript) that, once
 * hydrated, goes through POST /api/file-download and saves the file with a Blob. A failure shows the
 * toast "Oops...something went wrong. File not found."
 */
import { Download } from "../ui/icon";
import { useState } from "react";
import { BLOG_POST } from "../../content/blog";
import { FILE_NOT_FOUND_MESSAGE } from "../../domain/blog";
import { downloadPublishedFile } from "../../lib/download";
import { toast } from "../../lib/toast";
import { Spinner } from "../ui/spinner";

/** Props: the site path of the file, the name to save it as, and an accessible description. */
export interface DownloadButtonProps {
  url: string;
  fileName: string;
  /** Describes what is downloaded, e.g. the link text in the post. */
  label: string;
}

export function DownloadButton({ url, fileName, label }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);

  async function onClick(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await downloadPublishedFile(url, fileName);
    } catch {
      toast.error(FILE_NOT_FOUND_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <a
      href={url}
      download={fileName}
      onClick={onClick}
      aria-disabled={busy || undefined}
      aria-label={`${BLOG_POST.download}: ${label}`}
      className="btn btn-primary shrink-0"
    >
      {busy ? <Spinner className="size-4" /> : <Download aria-hidden className="size-4" />}
      {busy ? BLOG_POST.downloading : BLOG_POST.download}
    </a>
  );
}
