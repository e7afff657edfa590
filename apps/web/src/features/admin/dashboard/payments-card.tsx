import { formatAmount } from "@kairos/shared";
import { Alert, Anchor, Card, Loader, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { trpc } from "@/lib/data/trpc";

// The payments card (APP-26): what is still to pay per currency (never added across
// currencies) and how many applications are overdue, each linking to the filtered list.

export function PaymentsCard() {
  const payments = useQuery(trpc.dashboard.payments.queryOptions());
  const data = payments.data;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="payments-card-title">
      <Title order={2} size="h4" mb="sm" id="payments-card-title">
        Payments
      </Title>
      {payments.isPending && <Loader size="sm" aria-label="Loading payments" />}
      {payments.isError && (
        <Alert color="red" role="alert">
          The payments could not be loaded.
        </Alert>
      )}
      {data && (
        <Stack gap="xs" data-testid="payments-card">
          {data.outstanding.length === 0 ? (
            <Text>Nothing outstanding.</Text>
          ) : (
            data.outstanding.map((o) => (
              <Text key={o.currency}>
                Outstanding in {o.currency}: <b>{formatAmount(o.amount, o.currency)}</b> (
                {o.applications} {o.applications === 1 ? "application" : "applications"})
              </Text>
            ))
          )}
          <Anchor
            renderRoot={(props) => (
              <Link to="/admin/applications" search={{ payment: "outstanding" }} {...props} />
            )}
          >
            See the applications with something to pay
          </Anchor>
          <Text>
            Overdue: <b>{data.overdue}</b>
          </Text>
          <Anchor
            renderRoot={(props) => (
              <Link to="/admin/applications" search={{ payment: "overdue" }} {...props} />
            )}
          >
            See the overdue applications
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}
