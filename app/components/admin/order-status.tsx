/** An order's status as a badge: the word always, a tone for the eye (never colour alone). */
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../domain/admin-orders";
import { StatusBadge, type BadgeTone } from "./status-badge";

const TONES: Record<OrderStatus, BadgeTone> = {
  paid: "success",
  waiting_3ds: "info",
  declined: "danger",
  refunded: "neutral",
  partially_refunded: "warning",
  past_due: "warning",
  cancelled: "neutral",
  processing: "info",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge tone={TONES[status]}>{ORDER_STATUS_LABELS[status]}</StatusBadge>;
}
