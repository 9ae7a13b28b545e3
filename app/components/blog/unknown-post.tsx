/**
 * Shown for a post that does not exist or failed to load: the server's message (else the generic one),
 * then the visitor is taken to /blog. The server answered 404 (or 500), so crawlers drop the URL;
 * `noindex` says the same to those that render.
 *
 * Static pages hydrate only on the visitor's first interaction (lib/hydrate-on-intent.ts), and a
 * visitor who never touches this page must still be taken to the blog, so the server's HTML carries a
 * tiny inline script (app/body-scripts/unknown-post.ts, with the page's CSP nonce) that starts the timer
 * at once. Once React runs (after hydration, or at once after a client-side navigation, where an inline
 * script would not run), it takes over whatever time is left (./unknown-post-redirect.ts) and moves with
 * the router, with a toast repeating the message on /blog.
 * A `<meta http-equiv="refresh">` would need no script, but a timed refresh is an accessibility failure
 * (WCAG 2.2.1, axe "meta-refresh") and could not be cancelled when React takes over.
 */
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { BLOG_POST } from "../../content/blog";
import { useNonce } from "../../lib/nonce";
import { toast } from "../../lib/toast";
import { claimRedirectDelay } from "./unknown-post-redirect";
import redirectScript from "virtual:body-script/unknown-post";

export function UnknownPost({ message }: { message: string }) {
  const nonce = useNonce();
  const navigate = useNavigate();
  useEffect(() => {
    const delay = claimRedirectDelay();
    const timer = setTimeout(() => {
      toast.error(message, { toastId: "unknown-post" });
      void navigate("/blog", { replace: true });
    }, delay);
    return () => clearTimeout(timer);
  }, [message, navigate]);

  return (
    <section className="container-page flex flex-col items-center py-section text-center">
      <title>{`${message} | DocSleeve`}</title>
      <meta name="robots" content="noindex" />
      <script
        nonce={nonce || undefined}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: redirectScript }}
      />
      <img src="/images/misc/not-found.svg" alt="" width={480} height={320} className="h-auto w-full max-w-xs" />
      <h1 className="mt-8 text-h2 font-bold">{message}</h1>
      <p role="status" className="mt-4 max-w-lg text-lead text-ink-muted">
        {BLOG_POST.notFoundLead}
      </p>
      <Link to="/blog" replace className="btn btn-primary mt-8">
        {BLOG_POST.back}
      </Link>
    </section>
  );
}
