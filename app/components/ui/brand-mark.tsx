/**
 * A social network's mark (./brand-marks.ts), a `<use>` of its symbol in the icon sprite like the icons of
 * ./icon.tsx, filled in the text colour. Decorative: the link around it carries the name.
 */
import spriteUrl from "../../assets/icon-sprite.svg?url";
import { brandMarkId, type BrandMarkName } from "./brand-marks";

export function BrandMark({ name, className = "size-4" }: { name: BrandMarkName; className?: string }) {
  return (
    <svg width="24" height="24" aria-hidden="true" className={className}>
      <use href={`${spriteUrl}#${brandMarkId(name)}`} />
    </svg>
  );
}
