/**
 * One product on /product: illustration, icon and name (with a NEW badge where flagged), description,
 * three highlights and the product's actions.
 */
import { PRODUCT_PAGE, type Product } from "../../content/products";
import { CheckList } from "../ui/check-list";
import { ContentIcon } from "../ui/content-icon";
import { ProductActions } from "./product-actions";

/** Intrinsic size of the product illustrations in public/images/products (CSS pixels). */
const IMAGE = { width: 480, height: 300 } as const;

/**
 * Props: the product and its login URL (resolved by the page from the public env); `priority` for the
 * first card, whose picture is the largest paint on a phone (loaded at once, not lazily).
 */
export function ProductCard({
  product,
  loginUrl,
  priority = false,
}: {
  product: Product;
  loginUrl: string | null;
  priority?: boolean;
}) {
  const headingId = `product-${product.id}`;
  return (
    <article aria-labelledby={headingId} className="card relative flex h-full flex-col overflow-hidden">
      <div className="border-b border-line bg-surface-brand px-6 pt-6 sm:px-8 sm:pt-8">
        <img
          src={`/images/products/${product.id}.svg`}
          alt=""
          width={IMAGE.width}
          height={IMAGE.height}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="mx-auto h-auto w-full max-w-md"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
            <ContentIcon name={product.icon} />
          </span>
          <h2 id={headingId} className="text-h3 font-semibold">
            {product.title}
          </h2>
          {product.isNew ? (
            // Pinned to the card's corner (read right after the name) so it never wraps under it.
            <span className="absolute right-4 top-4 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold uppercase tracking-wider text-white shadow-card">
              {PRODUCT_PAGE.newBadge}
            </span>
          ) : null}
        </div>
        <p className="mt-4 leading-relaxed text-ink-muted">{product.description}</p>
        <CheckList
          items={product.highlights}
          variant="compact"
          className="mt-5 space-y-2.5 text-sm font-medium text-ink"
        />
        <ProductActions product={product} loginUrl={loginUrl} />
      </div>
    </article>
  );
}
