import {
  calendarDayLabel,
  formatAmount,
  type InstallmentState,
  SECOND_PAYMENT_UNDATED,
} from "@kairos/shared";
import { Alert, Anchor, Badge, List, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "@/lib/data/trpc";
import { PaymentInstructions } from "../applications/payment-instructions";
import { useApplicant } from "./applicant-state";

// The applicant's "Payments" (APP-26): what the plan costs, what is paid and still to pay, each
// installment with its due date and state, what to pay next and how (step 6's instructions),
// and each receipt as a PDF. The same ledger staff keep, without anything staff-only.

const STATE_LABELS: Record<InstallmentState, string> = {
  paid: "Paid",
  "partly-paid": "Partly paid",
  due: "Due",
  overdue: "Overdue",
};
const STATE_COLORS: Record<InstallmentState, string> = {
  paid: "teal.9",
  "partly-paid": "blue.9",
  due: "gray.8",
  overdue: "red.9",
};

export function PaymentsSection() {
  const { token } = useApplicant();
  const payments = useQuery(trpc.applicant.payments.queryOptions({ token }));
  const data = payments.data;
  const money = (n: number) => (data ? formatAmount(n, data.currency) : "");
  return (
    <section aria-labelledby="payments-title">
      <Title order={2} id="payments-title" mb="sm">
        Payments
      </Title>
      {payments.isPending && <Loader size="sm" aria-label="Loading your payments" />}
      {payments.isError && (
        <Alert color="red" role="alert">
          Your payments could not be loaded. Please reload the page.
        </Alert>
      )}
      {data && (
        <Stack gap="sm" data-testid="applicant-payments">
          <Text>
            Total {money(data.total)} · Paid {money(data.paid)} · Outstanding{" "}
            {money(data.outstanding)}
          </Text>
          {/* Its own width only (contain): a wide table scrolls here, not the whole page. */}
          <Table.ScrollContainer minWidth={0} type="native" style={{ contain: "inline-size" }}>
            <Table aria-label="Your installments" withTableBorder horizontalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {/* Short, so the four columns fit a 375 px phone without scrolling. */}
                  <Table.Th>
                    <abbr title="Installment">No.</abbr>
                  </Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Due</Table.Th>
                  <Table.Th>State</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.installments.map((i) => (
                  <Table.Tr key={i.number}>
                    <Table.Td>{i.number}</Table.Td>
                    <Table.Td>{money(i.amount)}</Table.Td>
                    <Table.Td>
                      {i.withApplication
                        ? "With the application"
                        : i.dueDate
                          ? calendarDayLabel(i.dueDate)
                          : SECOND_PAYMENT_UNDATED}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATE_COLORS[i.state]} variant="filled">
                        {STATE_LABELS[i.state]}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.next ? (
            <>
              <Text fw={600}>To pay next: {data.next}</Text>
              <PaymentInstructions egp={data.currency === "EGP"} />
            </>
          ) : (
            data.state === "paid" && <Text fw={600}>Everything is paid. Thank you!</Text>
          )}
          {data.receipts.length > 0 && (
            <Stack gap={4}>
              <Title order={3} size="h5">
                Receipts
              </Title>
              <List>
                {data.receipts.map((r) => (
                  <List.Item key={r.id}>
                    <Anchor href={`/api/application/${token}/receipts/${r.id}`} download>
                      Receipt {r.number} (PDF): {money(r.amount)} received{" "}
                      {calendarDayLabel(r.receivedOn)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
        </Stack>
      )}
    </section>
  );
}
