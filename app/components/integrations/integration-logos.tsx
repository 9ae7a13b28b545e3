/**
 * DocSleeve's logo and the integration's, joined by a connector: one image to assistive technology
 * ("DocSleeve connected with Dropbox"). Nothing in it is placed by what follows it (a grid of fixed
 * tracks, the connector's line drawn behind its circle): a browser may paint the page while the rest
 * of the row is still being parsed, and in the former centred flex row the first logo and the circle
 * then moved as their siblings arrived (a layout shift of ~0.02 at 412 px, seen in Lighthouse runs).
 */
import { ArrowLeftRight } from "../ui/icon";
import { INTEGRATIONS_PAGE, type Integration } from "../../content/integrations";
import { SITE } from "../../content/site-settings";

/** DocSleeve's mark in the integration artwork set (64×64). */
const DOCSLEEVE_LOGO = "/images/integrations/docsleeve.svg";

/** One logo; the artwork carries its own rounded white tile. */
function Logo({ src }: { src: string }) {
  return (
    <img src={src} alt="" width={64} height={64} className="size-20 shrink-0 rounded-[22%] shadow-raised sm:size-24" />
  );
}

export function IntegrationLogos({ integration }: { integration: Integration }) {
  return (
    <div
      role="img"
      aria-label={`${SITE.name} ${INTEGRATIONS_PAGE.connectionLabel} ${integration.name}`}
      className="grid grid-cols-[5rem_minmax(3rem,1fr)_5rem] grid-rows-[5rem] items-center gap-2 rounded-card border border-brand-100 bg-white/70 p-6 sm:grid-cols-[6rem_minmax(3rem,10rem)_6rem] sm:grid-rows-[6rem] sm:justify-center sm:gap-4 sm:p-8"
    >
      <Logo src={DOCSLEEVE_LOGO} />
      <span className="relative flex justify-center before:absolute before:inset-x-0 before:top-1/2 before:-mt-px before:border-t-2 before:border-dashed before:border-brand-300">
        <span className="relative flex size-10 items-center justify-center rounded-full bg-brand-600 text-white shadow-raised">
          <ArrowLeftRight aria-hidden className="size-5" />
        </span>
      </span>
      <Logo src={integration.logo} />
    </div>
  );
}
