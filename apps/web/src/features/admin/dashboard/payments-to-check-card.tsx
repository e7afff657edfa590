import { Anchor, Card, Loader, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { trpc } from "@/lib/data/trpc";

/** How many proofs of payment wait to be checked, with the way to the list. */
export function PaymentsToCheckCard() {
  const count = useQuery(trpc.paymentsToCheck.count.queryOptions());
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="payments-check-title">
      <Title order={2} size="h4" mb="sm" id="payments-check-title">
        Payments to check
      </Title>
      {count.isPending && <Loader size="sm" aria-label="Loading the payments to check" />}
      {count.isError && <Text role="alert">The payments to check could not be counted.</Text>}
      {count.data !== undefined && (
        <Text data-testid="payments-to-check-count">
          <b>{count.data}</b>{" "}
          {count.data === 1 ? "proof of payment waits" : "proofs of payment wait"} to be checked.{" "}
          <Anchor component={Link} to="/admin/payments">
            Open Payments to check
          </Anchor>
        </Text>
      )}
    </Card>
  );
}
