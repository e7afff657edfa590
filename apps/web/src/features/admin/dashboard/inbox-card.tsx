import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { DashboardOverview } from "./types";

// What waits in the staff inboxes: new items, each leading to its inbox filtered to them.

export function InboxCard({ overview }: { overview: DashboardOverview }) {
  const { inbox } = overview;
  const rows = [
    { to: "/admin/requests", count: inbox.requests, one: "new request", many: "new requests" },
    { to: "/admin/messages", count: inbox.messages, one: "new message", many: "new messages" },
    {
      to: "/admin/interpreters",
      count: inbox.registrations,
      one: "new interpreter registration",
      many: "new interpreter registrations",
    },
  ] as const;
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        Inbox
      </Title>
      <Stack gap="xs">
        {rows.map((row) => (
          <Text key={row.to}>
            <Anchor
              renderRoot={(props) => <Link to={row.to} search={{ state: "new" }} {...props} />}
            >
              <b>{row.count}</b> {row.count === 1 ? row.one : row.many}
            </Anchor>
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
