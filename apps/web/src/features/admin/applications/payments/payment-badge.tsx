import { formatAmount, LEDGER_STATE_LABELS, type LedgerState } from "@kairos/shared";
import { Badge, Text } from "@mantine/core";
import { BADGE_STYLES, type BadgeKind } from "@/features/admin/shared/badge-styles";

// An application's payment state in the list and its ledger (APP-26): Paid, Outstanding with
// the amount, Overdue, or Withdrawn.

const KIND: Record<LedgerState, BadgeKind> = {
  paid: "default",
  outstanding: "outline",
  overdue: "destructive",
  withdrawn: "secondary",
  rejected: "secondary",
};

export function PaymentBadge({
  payment,
  currency,
}: {
  payment: { state: LedgerState; outstanding: number };
  currency: "EGP" | "USD";
}) {
  const style = BADGE_STYLES[KIND[payment.state]];
  return (
    <>
      <Badge variant={style.variant} color={style.color} data-payment={payment.state}>
        {LEDGER_STATE_LABELS[payment.state]}
      </Badge>
      {payment.outstanding > 0 && (
        <Text size="xs" mt={2}>
          {formatAmount(payment.outstanding, currency)} to pay
        </Text>
      )}
    </>
  );
}
