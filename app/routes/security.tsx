/** /security: the 19 numbered security measures and the surrounding copy. */
import { ShieldCheck } from "../components/ui/icon";
import { DocPageView } from "../components/docs/doc-page-view";
import { SECURITY, SECURITY_ITEMS } from "../content/legal";
import { pageMeta } from "../seo/meta";
import type { Route } from "./+types/security";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: SECURITY.metaTitle, description: SECURITY.metaDescription, path: "/security" });

export default function Page() {
  return (
    <DocPageView
      page={SECURITY}
      renderSection={(section) =>
        section.id === "security-measures" ? (
          <ol className="!list-none !pl-0 grid gap-4">
            {SECURITY_ITEMS.map((item, i) => (
              <li key={item.id} className="card !m-0 flex gap-4 p-5">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-bold text-accent">
                  {i + 1}
                </span>
                <div>
                  <h3 className="!m-0 flex items-center gap-2 text-base">
                    <ShieldCheck aria-hidden className="size-4 text-accent" />
                    {item.title}
                  </h3>
                  <p className="!m-0 mt-1 text-[0.975rem]">{item.description}</p>
                </div>
              </li>
            ))}
          </ol>
        ) : undefined
      }
    />
  );
}
