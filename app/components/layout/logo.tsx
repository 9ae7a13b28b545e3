/** The DocSleeve logo linking home (inline SVG mark + word, crisp at any size). */
import { Link } from "react-router";

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-control" aria-label="DocSleeve home">
      <img src="/images/brand/logo-mark.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-xl font-bold tracking-tight text-ink">
        Doc<span className="text-accent">Sleeve</span>
      </span>
    </Link>
  );
}
