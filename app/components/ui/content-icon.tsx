/** Maps the icon names used by content modules to lucide-react components (explicit imports keep bundles small). */
import {
  Activity, Award, BadgeCheck, BellRing, Calculator, ClipboardCheck, ClipboardList, CloudUpload, DoorOpen, FileCheck,
  FileText, FolderInput, FolderKanban, Headset, House, Landmark, LayoutTemplate, ListChecks, Palette, PenLine, Plane,
  Receipt, Scale, ScrollText, Search, Send, ShieldCheck, Tags, UserPlus, UsersRound, type LucideIcon,
} from "lucide-react";
import type { ContentIconName } from "../../content/icons";

const ICONS: Record<ContentIconName, LucideIcon> = {
  Activity, Award, BadgeCheck, BellRing, Calculator, ClipboardCheck, ClipboardList, CloudUpload, DoorOpen, FileCheck,
  FileText, FolderInput, FolderKanban, Headset, House, Landmark, LayoutTemplate, ListChecks, Palette, PenLine, Plane,
  Receipt, Scale, ScrollText, Search, Send, ShieldCheck, Tags, UserPlus, UsersRound,
};

/** A decorative content icon (the text beside it carries the meaning). */
export function ContentIcon({ name, className = "size-6" }: { name: ContentIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden className={className} />;
}
