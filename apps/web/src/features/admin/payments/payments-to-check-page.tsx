import { formatAmount, type PaymentToCheck } from "@kairos/shared";
import { Anchor, Button, Container, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { trpc } from "@/lib/data/trpc";
import { egyptColumn, formatDateTime } from "../shared/dates";
import { QueryList } from "../shared/list-states";
import { ScreenshotModal } from "../shared/screenshot";
import { TableScroll } from "../shared/table-scroll";

// /admin/payments (APP-26): the proofs of payment no ledger entry matches yet, oldest first,
// for staff to check against what arrived and then record the payment on the application.

const INSTALLMENT = ["First payment", "Second payment"];
const installmentText = (row: PaymentToCheck) =>
  `${INSTALLMENT[row.installment - 1] ?? `Payment ${row.installment}`}${row.kind === "first" ? " (with the application)" : ""}`;

export function PaymentsToCheckPage() {
  const list = useQuery(trpc.paymentsToCheck.list.queryOptions());
  const [viewing, setViewing] = useState<PaymentToCheck | null>(null);
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>Payments to check</Title>
          <Text c="dimmed">
            Proofs of payment that no recorded payment matches yet: screenshots sent with
            applications that have no payment recorded, and the later installments' proofs
            applicants uploaded on their page. Check each against what arrived, then record the
            payment on the application.
          </Text>
        </div>
        <QueryList
          query={list}
          loading="Loading the payments to check"
          failed="The payments to check could not be loaded."
          empty="No proofs of payment wait to be checked."
        >
          {(rows) => (
            <TableScroll label="Payments to check table" minWidth={900}>
              <Table aria-label="Payments to check" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Applicant</Table.Th>
                    <Table.Th>Round</Table.Th>
                    <Table.Th>Installment</Table.Th>
                    <Table.Th>Amount expected</Table.Th>
                    <Table.Th>{egyptColumn("Uploaded")}</Table.Th>
                    <Table.Th>Proof</Table.Th>
                    <Table.Th>Application</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={`${row.kind}-${row.file}`}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {row.fullName}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {row.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>{row.roundName}</Table.Td>
                      <Table.Td>{installmentText(row)}</Table.Td>
                      <Table.Td>
                        {formatAmount(row.expected.amount, row.expected.currency)} (
                        {row.expected.currency})
                      </Table.Td>
                      <Table.Td>{formatDateTime(row.uploadedAt)}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`View the proof of ${row.fullName}`}
                          onClick={() => setViewing(row)}
                        >
                          View
                        </Button>
                      </Table.Td>
                      <Table.Td>
                        <Anchor
                          renderRoot={(props) => (
                            <Link
                              to="/admin/applications/$id"
                              params={{ id: String(row.applicationId) }}
                              {...props}
                            />
                          )}
                          aria-label={`Open the application ${row.reference} of ${row.fullName}`}
                        >
                          {row.reference}
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
        </QueryList>
      </Stack>
      <ScreenshotModal
        app={viewing ? { fullName: viewing.fullName, paymentScreenshot: viewing.file } : null}
        onClose={() => setViewing(null)}
      />
    </Container>
  );
}
