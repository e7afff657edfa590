import { Card, List, SimpleGrid, Text, Title } from "@mantine/core";
import { offerings } from "@/content/company";

export function OfferingCards() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {offerings.map((offering) => (
        <Card key={offering.id} withBorder padding="lg" id={offering.id}>
          <Title order={3} size="h4">
            {offering.title}
          </Title>
          <Text mt="xs">{offering.summary}</Text>
          <List mt="sm" size="sm" spacing={4}>
            {offering.points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
        </Card>
      ))}
    </SimpleGrid>
  );
}
