/**
 * The lucide icons the site draws, by their lucide-react export names: the one list that both the SVG
 * sprite (scripts/build/icon-sprite.ts writes app/assets/icon-sprite.svg from lucide-react's own drawings) and
 * the components of ./icon.tsx are made from. Adding an icon: add its name here, run
 * `npx tsx scripts/build/icon-sprite.ts` (the build runs it too) and export it from ./icon.tsx.
 */
export const ICON_NAMES = [
  "Activity",
  "ArrowLeft",
  "ArrowLeftRight",
  "ArrowRight",
  "ArrowUp",
  "Award",
  "BadgeCheck",
  "BellRing",
  "Briefcase",
  "Calculator",
  "Check",
  "ChevronDown",
  "ChevronLeft",
  "ChevronRight",
  "Circle",
  "CircleCheck",
  "CircleCheckBig",
  "CirclePlay",
  "ClipboardCheck",
  "ClipboardList",
  "Clock",
  "CloudUpload",
  "DoorOpen",
  "Download",
  "ExternalLink",
  "Eye",
  "EyeOff",
  "FileCheck",
  "FileText",
  "FolderInput",
  "FolderKanban",
  "FolderSync",
  "Headset",
  "House",
  "Info",
  "Landmark",
  "LayoutTemplate",
  "LifeBuoy",
  "ListChecks",
  "Lock",
  "Mail",
  "MailCheck",
  "MapPin",
  "Menu",
  "Minus",
  "Palette",
  "Pause",
  "PenLine",
  "Phone",
  "Plane",
  "Play",
  "Plus",
  "Quote",
  "Receipt",
  "RotateCw",
  "Rss",
  "Scale",
  "ScrollText",
  "Search",
  "Send",
  "ShieldCheck",
  "Sparkles",
  "Tags",
  "TrendingUp",
  "UserPlus",
  "Users",
  "UsersRound",
  "X",
] as const;

/** One of the site's icons. */
export type IconName = (typeof ICON_NAMES)[number];

/** The id of an icon's `<symbol>` in the sprite: lucide's kebab-case name ("ArrowRight" → "arrow-right"). */
export function iconId(name: IconName): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}
