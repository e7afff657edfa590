import { Badge, VisuallyHidden } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "@/lib/data/trpc";

// The sidebar's count of open privacy requests (decision 0034); nothing when there are none.

export function OpenRequestsBadge() {
  const count = useQuery(trpc.privacyRequests.openCount.queryOptions()).data ?? 0;
  if (count === 0) return null;
  return (
    <Badge size="sm" variant="filled" color="blue">
      {count}
      <VisuallyHidden> open</VisuallyHidden>
    </Badge>
  );
}
