import { Badge, Group } from "@mantine/core";

/** What a staff table's row covers (an API key's scopes, an endpoint's events): a badge each. */
export function LabelBadges({ labels }: { labels: readonly string[] }) {
  return (
    <Group gap={4}>
      {labels.map((label) => (
        <Badge key={label} variant="light" tt="none">
          {label}
        </Badge>
      ))}
    </Group>
  );
}
