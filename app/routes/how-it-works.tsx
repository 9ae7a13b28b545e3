/**
 * /how-it-works: "How DocSleeve Works" and the seven steps, each with a walkthrough video in a modal.
 * The videos load only when opened; the dialogs open without script.
 */
import { HowItWorksRow } from "../components/how-it-works/how-it-works-row";
import { useVideoPlayer } from "../components/how-it-works/use-video-player";
import { VideoDialog } from "../components/how-it-works/video-dialog";
import { PageHero } from "../components/ui/page-hero";
import { HOW_IT_WORKS, HOW_IT_WORKS_PAGE } from "../content/how-it-works";
import { pageMeta } from "../seo/meta";
import type { Route } from "./+types/how-it-works";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: HOW_IT_WORKS_PAGE.heading,
    description:
      "Seven short videos: request documents, information and signatures, build a Smart Sleeve, and see how clients upload, fill in and sign.",
    path: "/how-it-works",
  });

export default function Page() {
  const { openId, opened, onClosed } = useVideoPlayer();
  return (
    <>
      <PageHero
        eyebrow={HOW_IT_WORKS_PAGE.eyebrow}
        title={HOW_IT_WORKS_PAGE.heading}
        lead={HOW_IT_WORKS_PAGE.subheading}
        centered
      />
      <section aria-label={HOW_IT_WORKS_PAGE.eyebrow} className="container-page py-section">
        <ol className="space-y-16 sm:space-y-24">
          {HOW_IT_WORKS.map((item, index) => (
            <li key={item.id}>
              <HowItWorksRow item={item} index={index} onPlay={opened} />
            </li>
          ))}
        </ol>
      </section>
      {HOW_IT_WORKS.map((item) => (
        <VideoDialog key={item.id} item={item} open={openId === item.id} onClosed={onClosed} />
      ))}
    </>
  );
}
