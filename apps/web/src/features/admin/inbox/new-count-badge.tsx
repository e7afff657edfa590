import { Badge, VisuallyHidden } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";

// The sidebar's count of new (unopened) items of an inbox; nothing when there are none.

export function NewCountBadge({ inbox }: { inbox: "requests" | "messages" }) {
  const requests = useQuery({
    ...trpc.interpreterRequests.counts.queryOptions(),
    enabled: inbox === "requests",
  });
  const messages = useQuery({
    ...trpc.contactMessages.counts.queryOptions(),
    enabled: inbox === "messages",
  });
  const count = (inbox === "requests" ? requests.data : messages.data)?.new ?? 0;
  if (count === 0) return null;
  return (
    <Badge size="sm" variant="filled" color="blue">
      {count}
      <VisuallyHidden> new</VisuallyHidden>
    </Badge>
  );
}
