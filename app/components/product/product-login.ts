/**
 * Where a product's Login button goes (/product): Document Collection logs in on the
 * app host (`$APP_URL/login`); Contract and Visa Process Management on their sibling hosts
 * (SITE.productHosts); Certificate Management has no login yet (null).
 */
import type { Product } from "../../content/products";
import { SITE } from "../../content/site-settings";

/** The absolute login URL of `product`, or null when it has none. `appUrl` has no trailing slash. */
export function productLoginUrl(product: Pick<Product, "loginHost">, appUrl: string): string | null {
  switch (product.loginHost) {
    case "app":
      return `${appUrl}/login`;
    case "contract":
      return `${SITE.productHosts.contract}/login`;
    case "visa":
      return `${SITE.productHosts.visa}/login`;
    case null:
      return null;
  }
}
