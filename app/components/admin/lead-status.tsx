/** A lead's status as a badge: the word itself, coloured by meaning (New stands out, Spam recedes). */
import { LEAD_STATUS_LABELS, type LeadStatus } from "../../domain/admin-leads";
import { StatusBadge, type BadgeTone } from "./status-badge";

const TONES: Record<LeadStatus, BadgeTone> = { new: "info", answered: "success", spam: "neutral" };

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <StatusBadge tone={TONES[status]}>{LEAD_STATUS_LABELS[status]}</StatusBadge>;
}
