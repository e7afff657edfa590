import { Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { about } from "@/content/company";
import { PageSection } from "../pages/page-section";
import { BrochureButton } from "./brochure-button";
import { OfferingCards } from "./offering-cards";

export function AboutPage() {
  return (
    <PageSection title="About Us" lead={about.lead}>
      <Stack gap="xl" mt="md">
        <section aria-labelledby="story">
          <Title order={2} id="story" mb="sm">
            Our Story
          </Title>
          {about.story.map((paragraph) => (
            <Text key={paragraph} mb="sm">
              {paragraph}
            </Text>
          ))}
        </section>
        <section aria-labelledby="approach">
          <Title order={2} id="approach" mb="sm">
            Our Approach
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {about.approach.map((item) => (
              <Card key={item.title} withBorder padding="lg">
                <Title order={3} size="h4">
                  {item.title}
                </Title>
                <Text mt="xs">{item.text}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
        <section aria-labelledby="founder">
          <Title order={2} id="founder" mb="sm">
            Our Founder
          </Title>
          <Text>{about.founder}</Text>
        </section>
        <section aria-labelledby="offerings">
          <Title order={2} id="offerings" mb="sm">
            What We Offer
          </Title>
          <OfferingCards />
          <Group mt="lg">
            <BrochureButton />
          </Group>
        </section>
      </Stack>
    </PageSection>
  );
}
