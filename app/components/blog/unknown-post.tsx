/**
 * Shown for a post that does not exist (issue 4): the generic error message, then the visitor is taken to
 * /blog after a short moment (with a toast repeating the message there). The server answered 404, so
 * crawlers drop the URL; `noindex` says the same to those that render.
 */
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { BLOG_POST } from "../../content/blog";
import { UNKNOWN_POST_REDIRECT_MS } from "../../domain/blog";
import { GENERIC_ERROR_MESSAGE } from "../../domain/messages";
import { toast } from "../../lib/toast";

export function UnknownPost() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      toast.error(GENERIC_ERROR_MESSAGE, { toastId: "unknown-post" });
      void navigate("/blog", { replace: true });
    }, UNKNOWN_POST_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <section className="container-page flex flex-col items-center py-section text-center">
      <title>{`${GENERIC_ERROR_MESSAGE} | DocSleeve`}</title>
      <meta name="robots" content="noindex" />
      <img src="/images/misc/not-found.svg" alt="" width={480} height={320} className="h-auto w-full max-w-xs" />
      <h1 className="mt-8 text-h2 font-bold">{GENERIC_ERROR_MESSAGE}</h1>
      <p role="status" className="mt-4 max-w-lg text-lead text-ink-muted">
        {BLOG_POST.notFoundLead}
      </p>
      <Link to="/blog" replace className="btn btn-primary mt-8">
        {BLOG_POST.back}
      </Link>
    </section>
  );
}
