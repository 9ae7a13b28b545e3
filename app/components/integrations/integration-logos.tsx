/**
 * DocSleeve's logo and the integration's, joined by a connector: one image to assistive technology
 * ("DocSleeve connected with Dropbox").
 */
import { ArrowLeftRight } from "lucide-react";
import { INTEGRATIONS_PAGE, type Integration } from "../../content/integrations";
import { SITE } from "../../content/site-settings";

/** DocSleeve's mark in the integration artwork set (64×64). */
const DOCSLEEVE_LOGO = "/images/integrations/docsleeve.svg";

/** One logo; the artwork carries its own rounded white tile. */
function Logo({ src }: { src: string }) {
  return <img src={src} alt="" width={64} height={64} className="size-20 shrink-0 rounded-[22%] shadow-raised sm:size-24" />;
}

export function IntegrationLogos({ integration }: { integration: Integration }) {
  return (
    <div
      role="img"
      aria-label={`${SITE.name} ${INTEGRATIONS_PAGE.connectionLabel} ${integration.name}`}
      className="flex items-center justify-center gap-2 rounded-card border border-brand-100 bg-white/70 p-6 sm:gap-4 sm:p-8"
    >
      <Logo src={DOCSLEEVE_LOGO} />
      <span className="flex min-w-12 flex-1 items-center sm:max-w-40">
        <span className="h-0 flex-1 border-t-2 border-dashed border-brand-300" />
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow-raised">
          <ArrowLeftRight aria-hidden className="size-5" />
        </span>
        <span className="h-0 flex-1 border-t-2 border-dashed border-brand-300" />
      </span>
      <Logo src={integration.logo} />
    </div>
  );
}
