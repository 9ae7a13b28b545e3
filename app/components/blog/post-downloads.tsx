/** The downloadable files of a post (e.g. the tax checklist PDF), each with a download button. */
import { FileText } from "../ui/icon";
import { BLOG_POST } from "../../content/blog";
import { DownloadButton } from "./download-button";

/** A file the post links to under /files/. */
export interface Attachment {
  url: string;
  label: string;
  fileName: string;
}

export function PostDownloads({ attachments }: { attachments: Attachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <aside aria-labelledby="post-downloads-heading" className="card mt-10 bg-surface-brand p-5 sm:p-6">
      <h2 id="post-downloads-heading" className="sr-only">
        {BLOG_POST.downloadsHeading}
      </h2>
      <ul className="space-y-4">
        {attachments.map((file) => (
          <li key={file.url} className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-surface text-accent shadow-card">
              <FileText aria-hidden className="size-6" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{file.label}</p>
              <p className="mt-0.5 text-sm break-all text-ink-muted">
                {file.fileName} · {BLOG_POST.downloadHint}
              </p>
            </div>
            <DownloadButton url={file.url} fileName={file.fileName} label={file.label} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
