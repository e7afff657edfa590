import { PAYMENT_FILTERS, type PaymentFilter } from "@kairos/shared";
import { Select } from "@mantine/core";

// The list's payment filter (APP-26), decided by the server (ledger-sql.ts): an explicit "All",
// then paid, outstanding (anything left to pay, overdue included) and overdue.

const ALL = "all";
const LABELS: Record<PaymentFilter, string> = {
  paid: "Paid",
  outstanding: "Outstanding (anything left to pay)",
  overdue: "Overdue",
};

export function PaymentFilterSelect({
  value,
  onChange,
}: {
  value: PaymentFilter | undefined;
  onChange: (value: PaymentFilter | undefined) => void;
}) {
  return (
    <Select
      label="Payment"
      data={[
        { value: ALL, label: "All payments" },
        ...PAYMENT_FILTERS.map((f) => ({ value: f, label: LABELS[f] })),
      ]}
      value={value ?? ALL}
      onChange={(next) => onChange(PAYMENT_FILTERS.find((f) => f === next))}
      allowDeselect={false}
      w={{ base: "100%", sm: 240 }}
    />
  );
}
