import { Card, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One section of the Settings screen: a titled card (a labelled region for screen readers). */
export function SettingsCard({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string;
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`${id}-title`}>
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" id={`${id}-title`}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          {actions}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
