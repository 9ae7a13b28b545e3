/** The route table: one module per route under app/routes. */
import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("features", "routes/features.tsx"),
  route("product", "routes/product.tsx"),
  route("how-it-works", "routes/how-it-works.tsx"),
  route("use-cases", "routes/use-cases.tsx"),
  route("use-cases/:id", "routes/use-case-detail.tsx"),
  route("integrations", "routes/integrations.tsx"),
  route("integrations/:route", "routes/integration-detail.tsx"),
  route("faq", "routes/faq.tsx"),
  route("pricing", "routes/pricing/route.tsx"),
  route("terms-condition", "routes/terms-condition.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("refund-policy", "routes/refund-policy.tsx"),
  route("contact", "routes/contact.tsx"),
  route("customer-support", "routes/customer-support.tsx"),
  route("security", "routes/security.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss-xml.ts"),
  route("blog/:blogUrl", "routes/blog-post.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("newsletter/subscribe", "routes/newsletter-subscribe.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  // The operator console (issue 20): never prerendered, never loaded by a public page. Sign-in and the
  // invitation stand alone; every other page sits in the signed-in shell (routes/admin/layout.tsx).
  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    route("invite/:token", "routes/admin/invite.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/overview.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders/:key", "routes/admin/order.tsx"),
      route("operators", "routes/admin/operators.tsx"),
      route("audit-log", "routes/admin/audit-log.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
