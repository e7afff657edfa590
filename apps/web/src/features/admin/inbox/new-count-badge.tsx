import { Badge, VisuallyHidden } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "@/lib/data/trpc";
import type { InboxDomain } from "./use-inbox";

// The sidebar's count of new (unopened) items of an inbox; nothing when there are none.

export function NewCountBadge({ inbox }: { inbox: InboxDomain }) {
  const counts = useQuery(trpc[inbox].counts.queryOptions());
  const count = counts.data?.new ?? 0;
  if (count === 0) return null;
  return (
    <Badge size="sm" variant="filled" color="blue">
      {count}
      <VisuallyHidden> new</VisuallyHidden>
    </Badge>
  );
}
