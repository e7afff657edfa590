import "@mantine/core/styles/Table.layer.css";
import { formatPrice } from "@kairos/shared";
import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { nextCohort } from "@/content/cohort";
import {
  courseFacts,
  courseObjectives,
  includedInPrice,
  installmentOffer,
  installmentTiming,
} from "@/content/course";
import { earlyBirdIsOver, earlyBirdUntil } from "@/content/early-bird";
import { SITE_NAME } from "@/content/pages";
import { PageSection } from "../pages/page-section";
import { ResidencePrompt } from "../residence/residence-prompt";
import { ResidenceSlot } from "../residence/residence-slot";
import { usePricing } from "../residence/use-pricing";

const description =
  "A 40-hour online, instructor-led medical interpreter training for bilingual adults. No medical background or interpreting experience needed: only fluency in English plus at least one other language.";

/** schema.org Course for search engines (a data block: not executed, so CSP-safe). */
const courseJsonLd = () =>
  JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Course",
    name: "40-Hour Medical Interpreter Training",
    description,
    provider: { "@type": "Organization", name: SITE_NAME },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "online",
      ...(nextCohort.isoStart ? { startDate: nextCohort.isoStart } : {}),
      ...(nextCohort.isoEnd ? { endDate: nextCohort.isoEnd } : {}),
      courseWorkload: "PT40H",
    },
  }).replace(/</g, "\\u003c");

export function MedicalTrainingPage() {
  const price = usePricing();
  return (
    <PageSection title="40-Hour Medical Interpreter Training" lead={description}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: static JSON with "<" escaped
        dangerouslySetInnerHTML={{ __html: courseJsonLd() }}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="md">
        <Stack>
          <section aria-labelledby="overview">
            <Title order={2} id="overview" mb="sm">
              Overview
            </Title>
            <Table variant="vertical" withTableBorder>
              <Table.Tbody>
                {courseFacts.map((fact) => (
                  <Table.Tr key={fact.label}>
                    <Table.Th w={150}>{fact.label}</Table.Th>
                    <Table.Td>{fact.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
          <section aria-labelledby="objectives">
            <Title order={2} id="objectives" mb="sm">
              What You Will Learn
            </Title>
            <List spacing={4}>
              {courseObjectives.map((objective) => (
                <List.Item key={objective}>{objective}</List.Item>
              ))}
            </List>
          </section>
        </Stack>
        <Card withBorder padding="xl" component="section" aria-labelledby="pricing">
          <Group justify="space-between">
            <Title order={2} id="pricing">
              Pricing
            </Title>
            {!earlyBirdIsOver() && <Badge variant="light">Early bird</Badge>}
          </Group>
          <Text mt="xs">Next cohort: {nextCohort.dates}</Text>
          {earlyBirdUntil() && <Text fw={600}>{earlyBirdUntil()}</Text>}
          {/* USD until the visitor's country is known (also in the prerendered HTML). */}
          <Box mt="md" aria-busy={price.loading}>
            <Group align="baseline" gap="sm">
              <Text fz={40} fw={800} data-testid="early-bird-price">
                {formatPrice(price.discountedPrice, price)}
              </Text>
              {/* After the round's early-bird deadline: the regular price alone (0030). */}
              {!earlyBirdIsOver() && (
                <Text td="line-through" c="dimmed" data-testid="list-price">
                  {formatPrice(price.listPrice, price)}
                </Text>
              )}
            </Group>
            {!earlyBirdIsOver() && (
              <Text fw={600}>
                You save <span data-testid="saving">{formatPrice(price.saving, price)}</span>
              </Text>
            )}
          </Box>
          <ResidenceSlot />
          <ResidencePrompt />
          <Text mt="md" fw={600} data-testid="installment-offer">
            {installmentOffer(price)}
          </Text>
          <Text size="sm" c="dimmed">
            {installmentTiming}
          </Text>
          <Text fw={600} mt="md">
            Included
          </Text>
          <List size="sm" spacing={2}>
            {includedInPrice.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Button mt="xl" size="md" renderRoot={(props) => <Link to="/register" {...props} />}>
            Enroll Now
          </Button>
        </Card>
      </SimpleGrid>
    </PageSection>
  );
}
