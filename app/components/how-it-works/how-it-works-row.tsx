/**
 * One step of /how-it-works: the illustration as a real <button> that opens its video dialog natively
 * (click, Enter or Space, before hydration too: an invoker command) beside the step's text. Rows alternate on wide screens (even indexes: image on the right,
 * as the content module specifies) and stack, image first, on narrow ones.
 */
import { Play } from "../ui/icon";
import { HOW_IT_WORKS_PAGE, type HowItWorksItem } from "../../content/how-it-works";
import { CheckList } from "../ui/check-list";
import { DialogTrigger } from "../ui/dialog";
import { playVideoLabel, videoDialogId } from "./video-embed";

/** Props: the step, its 0-based position, and what to tell once its video dialog opens. */
export interface HowItWorksRowProps {
  item: HowItWorksItem;
  index: number;
  onPlay: (item: HowItWorksItem) => void;
}

export function HowItWorksRow({ item, index, onPlay }: HowItWorksRowProps) {
  const imageRight = index % 2 === 0;
  return (
    <article aria-labelledby={`step-${item.id}`} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
      <DialogTrigger
        dialogId={videoDialogId(item)}
        aria-label={playVideoLabel(item.title)}
        onClick={() => onPlay(item)}
        className={`group relative block w-full cursor-pointer overflow-hidden rounded-card border border-line bg-surface-brand shadow-card transition-shadow hover:shadow-raised ${imageRight ? "lg:order-last" : ""}`}
      >
        <img
          src={item.image.src}
          width={item.image.width}
          height={item.image.height}
          alt=""
          loading={index < 2 ? "eager" : "lazy"}
          decoding="async"
          className="h-auto w-full transition-transform duration-300 group-hover:scale-[1.02]"
        />
        <span
          aria-hidden
          className="absolute inset-0 flex items-center justify-center bg-ink/0 transition-colors group-hover:bg-ink/10"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-brand-600 text-white shadow-raised ring-8 ring-white/70 transition-transform group-hover:scale-110 sm:size-20">
            <Play className="ml-1 size-7 fill-current sm:size-8" />
          </span>
        </span>
      </DialogTrigger>
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">
          {HOW_IT_WORKS_PAGE.stepLabel} {index + 1}
        </p>
        <h2 id={`step-${item.id}`} className="mt-2 text-h2 font-bold tracking-tight">
          {item.title}
        </h2>
        <p className="mt-4 text-lead text-ink-muted">{item.description}</p>
        <CheckList items={item.features} className="mt-6 space-y-3" itemClassName="font-medium" />
      </div>
    </article>
  );
}
