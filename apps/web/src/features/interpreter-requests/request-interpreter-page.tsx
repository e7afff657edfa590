import "@/styles/mantine-forms";
import { Card, Grid, List, Stack, Text, ThemeIcon, Timeline, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import {
  howItWorks,
  requestIntro,
  serviceTypeOptions,
  whyChooseUs,
} from "@/content/interpreter-request";
import { QueryProvider } from "@/lib/data/trpc";
import { PageSection } from "../pages/page-section";
import { RequestForm } from "./request-form";

export function RequestInterpreterPage() {
  return (
    <PageSection title="Request an Interpreter" lead={requestIntro}>
      <Grid gap="xl" mt="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xl">
            <section aria-labelledby="why-us">
              <Title order={2} size="h3" id="why-us" mb="sm">
                Why Choose Us
              </Title>
              <List
                spacing="xs"
                icon={
                  <ThemeIcon size={20} radius="xl" aria-hidden>
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
              >
                {whyChooseUs.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </section>
            <section aria-labelledby="how-it-works">
              <Title order={2} size="h3" id="how-it-works" mb="sm">
                How It Works
              </Title>
              <Timeline active={howItWorks.length} bulletSize={24}>
                {howItWorks.map((step, index) => (
                  <Timeline.Item key={step.title} title={`${index + 1}. ${step.title}`}>
                    <Text size="sm">{step.text}</Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            </section>
            <section aria-labelledby="service-types">
              <Title order={2} size="h3" id="service-types" mb="sm">
                Service Types
              </Title>
              {/* A list to read, not cards that look like choices: the form's Service Type chooses. */}
              <List spacing="sm" listStyleType="none">
                {serviceTypeOptions.map((option) => (
                  <List.Item key={option.value}>
                    <Text fw={600}>{option.label}</Text>
                    <Text size="sm">{option.description}</Text>
                  </List.Item>
                ))}
              </List>
            </section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="xl" shadow="sm">
            <QueryProvider>
              <RequestForm />
            </QueryProvider>
          </Card>
        </Grid.Col>
      </Grid>
    </PageSection>
  );
}
