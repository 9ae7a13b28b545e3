/**
 * /: the home page, sections in this order: the newsletter pop-up (after
 * 5 s), hero, four steps, why choose us, six features, use cases, the comparison, the call to
 * action and four FAQ entries, and the Organization JSON-LD. Static, so it is prerendered at build time.
 */
import { ComparisonSection } from "../components/home/comparison-section";
import { CtaSection } from "../components/home/cta-section";
import { HomeFaqSection } from "../components/home/faq-section";
import { FeaturesSection } from "../components/home/features-section";
import { Hero } from "../components/home/hero";
import { NewsletterPopup } from "../components/home/newsletter-popup";
import { POPUP_DELAY_MS } from "../components/home/newsletter-popup-memory";
import { StepsSection } from "../components/home/steps-section";
import { UseCasesSection } from "../components/home/use-cases-section";
import { WhyChooseUsSection } from "../components/home/why-choose-us-section";
import { SITE } from "../content/site-settings";
import { JsonLd } from "../components/ui/json-ld";
import { usePublicEnv } from "../lib/public-env";
import { pageMeta } from "../seo/meta";
import { organizationJsonLd } from "../seo/structured-data";
import type { HydrationHandle } from "../lib/hydrate-on-intent";
import type { Route } from "./+types/home";

/**
 * Hydrates on the visitor's first interaction (the typed hero word starts then), and 4 s after the load
 * at the latest, so the newsletter pop-up can open on time 5 s after the load.
 */
export const handle: HydrationHandle = { hydrate: "interaction", hydrateByMs: POPUP_DELAY_MS - 1000 };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `${SITE.name}: Client document collection and e-signatures`,
    description: SITE.description,
    path: "/",
  });

export default function Page() {
  const { publicUrl } = usePublicEnv();
  return (
    <>
      {/* The organisation, on its home page only (as search engines recommend; the other pages need not repeat it). */}
      <JsonLd data={organizationJsonLd(publicUrl)} />
      <NewsletterPopup />
      <Hero />
      <StepsSection />
      <WhyChooseUsSection />
      <FeaturesSection />
      <UseCasesSection />
      <ComparisonSection />
      <CtaSection />
      <HomeFaqSection />
    </>
  );
}
