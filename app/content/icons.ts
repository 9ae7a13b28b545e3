/**
 * Every lucide-react icon name that the content modules refer to.
 *
 * Content stays free of React: modules name icons as strings, and the UI layer maps each
 * name to its component with a `Record<ContentIconName, IconComponent>`, so adding an icon here
 * without mapping it is a type error there (each is drawn from the sprite: app/components/ui/icon-set.ts).
 * All names were checked against lucide-react's exports in lucide-react 1.75 (canonical names, not
 * deprecated aliases).
 */

/** The icon names used by content, alphabetical. */
export const CONTENT_ICON_NAMES = [
  "Activity",
  "Award",
  "BadgeCheck",
  "BellRing",
  "Calculator",
  "ClipboardCheck",
  "ClipboardList",
  "CloudUpload",
  "DoorOpen",
  "FileCheck",
  "FileText",
  "FolderInput",
  "FolderKanban",
  "Headset",
  "House",
  "Landmark",
  "LayoutTemplate",
  "ListChecks",
  "Palette",
  "PenLine",
  "Plane",
  "Receipt",
  "Scale",
  "ScrollText",
  "Search",
  "Send",
  "ShieldCheck",
  "Tags",
  "UserPlus",
  "UsersRound",
] as const;

/** A lucide-react icon name that content may use. */
export type ContentIconName = (typeof CONTENT_ICON_NAMES)[number];
