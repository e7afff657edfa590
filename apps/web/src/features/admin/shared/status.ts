import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from "@kairos/shared";
import type { BadgeKind } from "./badge-styles";

// An application's status as the staff screens name and show it (the applications list, the
// booked-slots panel, the dashboard).

export const STATUS_LABELS = APPLICATION_STATUS_LABELS;

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === "string" && (APPLICATION_STATUSES as readonly string[]).includes(value);

/**
 * pending → outline (also the default, for a missing status), approved → default (filled),
 * rejected → destructive, payment-pending → secondary; any other value → neutral.
 */
export function badgeKindOf(status: string | null | undefined): BadgeKind {
  switch (status) {
    case undefined:
    case null:
    case "":
    case "pending":
      return "outline";
    case "approved":
      return "default";
    case "rejected":
      return "destructive";
    case "payment-pending":
      return "secondary";
    default:
      return "neutral";
  }
}

/** The label shown for a status: the known ones spelled out, others as they are. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return STATUS_LABELS.pending;
  return isApplicationStatus(status) ? STATUS_LABELS[status] : status;
}
