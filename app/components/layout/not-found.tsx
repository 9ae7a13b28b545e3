/** The not-found page: "Oops! Page Not Found" and "Back to Home". */
import { Link } from "react-router";

export function NotFound() {
  return (
    <section className="container-page flex flex-col items-center py-section text-center">
      <title>Page Not Found | DocSleeve</title>
      <meta name="robots" content="noindex" />
      <img src="/images/misc/not-found.svg" alt="" width={480} height={320} className="h-auto w-full max-w-sm" />
      <h1 className="mt-8 text-h1 font-bold">Oops! Page Not Found</h1>
      <p className="mt-4 max-w-lg text-lead text-ink-muted">
        The page you are looking for may have moved, or the link may be mistyped.
      </p>
      <Link to="/" className="btn btn-primary mt-8">
        Back to Home
      </Link>
    </section>
  );
}
