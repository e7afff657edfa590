import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface PageSectionProps {
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** A page's heading and body in the site's content width. */
export function PageSection({ title, lead, children }: PageSectionProps) {
  return (
    <Container size="lg" py={{ base: "xl", sm: 64 }}>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {lead && (
          <Text fz={{ base: "md", sm: "lg" }} c="dimmed">
            {lead}
          </Text>
        )}
        {children}
      </Stack>
    </Container>
  );
}
