/**
 * The site's icons: lucide's drawings, each a `<use>` of its `<symbol>` in one SVG sprite
 * (app/assets/icon-sprite.svg, written from lucide-react by scripts/build/icon-sprite.ts; served under /assets
 * with a hashed name, cached immutable) instead of its shapes inline in every page, which made the home
 * page's HTML a third heavier (decision 0045). Same names and props as the lucide-react components they
 * replace. The symbols carry lucide's stroke settings in `currentColor` (dark mode); the outer `<svg>`
 * sets the fill and the stroke width, which the shapes inherit through `<use>` and a class may override
 * (decision 0073). Its width and height keep an icon small should it paint before the stylesheet that
 * sizes it. Decorative unless given an accessible name, as lucide's.
 */
import type { ReactElement, SVGProps } from "react";
import spriteUrl from "../../assets/icon-sprite.svg?url";
import { iconId, type IconName } from "./icon-set";

/** An icon's props: any `<svg>` attribute, as lucide-react's. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "ref">;

/** An icon component (the type lucide-react calls `LucideIcon`). */
export type IconComponent = ((props: IconProps) => ReactElement) & { displayName: string };

/** Whether the props name the icon for assistive technology (else it is hidden from it, as lucide does). */
function labelled(props: IconProps): boolean {
  return Object.keys(props).some((key) => key.startsWith("aria-") || key === "role" || key === "title");
}

function spriteIcon(name: IconName): IconComponent {
  const href = `${spriteUrl}#${iconId(name)}`;
  const Icon = ({ strokeWidth = 2, ...props }: IconProps) => (
    <svg
      width="24"
      height="24"
      fill="none"
      strokeWidth={strokeWidth}
      aria-hidden={labelled(props) ? undefined : "true"}
      {...props}
    >
      <use href={href} />
    </svg>
  );
  Icon.displayName = name;
  return Icon;
}

export const Activity = spriteIcon("Activity");
export const ArrowLeft = spriteIcon("ArrowLeft");
export const ArrowLeftRight = spriteIcon("ArrowLeftRight");
export const ArrowRight = spriteIcon("ArrowRight");
export const ArrowUp = spriteIcon("ArrowUp");
export const Award = spriteIcon("Award");
export const BadgeCheck = spriteIcon("BadgeCheck");
export const BellRing = spriteIcon("BellRing");
export const Briefcase = spriteIcon("Briefcase");
export const Calculator = spriteIcon("Calculator");
export const Check = spriteIcon("Check");
export const ChevronDown = spriteIcon("ChevronDown");
export const ChevronLeft = spriteIcon("ChevronLeft");
export const ChevronRight = spriteIcon("ChevronRight");
export const Circle = spriteIcon("Circle");
export const CircleCheck = spriteIcon("CircleCheck");
export const CircleCheckBig = spriteIcon("CircleCheckBig");
export const CirclePlay = spriteIcon("CirclePlay");
export const ClipboardCheck = spriteIcon("ClipboardCheck");
export const ClipboardList = spriteIcon("ClipboardList");
export const Clock = spriteIcon("Clock");
export const CloudUpload = spriteIcon("CloudUpload");
export const DoorOpen = spriteIcon("DoorOpen");
export const Download = spriteIcon("Download");
export const ExternalLink = spriteIcon("ExternalLink");
export const Eye = spriteIcon("Eye");
export const EyeOff = spriteIcon("EyeOff");
export const FileCheck = spriteIcon("FileCheck");
export const FileText = spriteIcon("FileText");
export const FolderInput = spriteIcon("FolderInput");
export const FolderKanban = spriteIcon("FolderKanban");
export const FolderSync = spriteIcon("FolderSync");
export const Headset = spriteIcon("Headset");
export const House = spriteIcon("House");
export const Info = spriteIcon("Info");
export const Landmark = spriteIcon("Landmark");
export const LayoutTemplate = spriteIcon("LayoutTemplate");
export const LifeBuoy = spriteIcon("LifeBuoy");
export const ListChecks = spriteIcon("ListChecks");
export const Lock = spriteIcon("Lock");
export const Mail = spriteIcon("Mail");
export const MailCheck = spriteIcon("MailCheck");
export const MapPin = spriteIcon("MapPin");
export const Menu = spriteIcon("Menu");
export const Minus = spriteIcon("Minus");
export const Palette = spriteIcon("Palette");
export const Pause = spriteIcon("Pause");
export const PenLine = spriteIcon("PenLine");
export const Phone = spriteIcon("Phone");
export const Plane = spriteIcon("Plane");
export const Play = spriteIcon("Play");
export const Plus = spriteIcon("Plus");
export const Quote = spriteIcon("Quote");
export const Receipt = spriteIcon("Receipt");
export const RotateCw = spriteIcon("RotateCw");
export const Rss = spriteIcon("Rss");
export const Scale = spriteIcon("Scale");
export const ScrollText = spriteIcon("ScrollText");
export const Search = spriteIcon("Search");
export const Send = spriteIcon("Send");
export const ShieldCheck = spriteIcon("ShieldCheck");
export const Sparkles = spriteIcon("Sparkles");
export const Tags = spriteIcon("Tags");
export const TrendingUp = spriteIcon("TrendingUp");
export const UserPlus = spriteIcon("UserPlus");
export const Users = spriteIcon("Users");
export const UsersRound = spriteIcon("UsersRound");
export const X = spriteIcon("X");
