/** /product: DocSleeve's four business solutions. */
import { ProductCard } from "../components/product/product-card";
import { productLoginUrl } from "../components/product/product-login";
import { PageHero } from "../components/ui/page-hero";
import { PRODUCTS, PRODUCT_PAGE } from "../content/products";
import { usePublicEnv } from "../lib/public-env";
import { pageMeta } from "../seo/meta";
import type { Route } from "./+types/product";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Products: Document Collection, Contracts, Visas and Certificates",
    description:
      "DocSleeve's business solutions: client document collection with e-signatures, contract management, visa process management and certificate management.",
    path: "/product",
  });

export default function Page() {
  const { appUrl } = usePublicEnv();
  return (
    <>
      <PageHero eyebrow={PRODUCT_PAGE.badge} title={PRODUCT_PAGE.heading} lead={PRODUCT_PAGE.subheading} centered />
      <section aria-label={PRODUCT_PAGE.productsHeading} className="container-page py-section">
        <ul className="grid gap-6 md:grid-cols-2 lg:gap-8">
          {PRODUCTS.map((product, i) => (
            <li key={product.id}>
              <ProductCard product={product} loginUrl={productLoginUrl(product, appUrl)} priority={i === 0} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
