/**
 * The buttons at the foot of a product card: Login (new tab, on the product's own host) and, for
 * Document Collection only, "How its work" to /how-it-works. A product without a login yet shows a
 * quiet "coming soon" note instead, so the cards stay balanced.
 */
import { ArrowRight, Clock } from "../ui/icon";
import { Link } from "react-router";
import { PRODUCT_PAGE, type Product } from "../../content/products";
import { NewTabLink } from "./new-tab-link";

/** Props: the product and its resolved login URL (null: no login). */
export function ProductActions({ product, loginUrl }: { product: Product; loginUrl: string | null }) {
  return (
    <div className="mt-auto flex flex-wrap items-center gap-3 pt-7">
      {loginUrl ? (
        <NewTabLink
          href={loginUrl}
          className="btn btn-primary"
          hiddenSuffix={` to ${product.title} ${PRODUCT_PAGE.newTabHint}`}
        >
          {PRODUCT_PAGE.loginLabel}
        </NewTabLink>
      ) : (
        <p className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-ink-subtle">
          <Clock aria-hidden className="size-4" />
          {PRODUCT_PAGE.comingSoonLabel}
        </p>
      )}
      {product.howItWorksLink ? (
        <Link to="/how-it-works" className="btn btn-secondary">
          {PRODUCT_PAGE.howItWorksLabel}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
