import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { whyInterpreting } from "@/content/landing";
import classes from "./landing-page.module.css";
import { LandingSection } from "./landing-section";

/** Why Medical Interpreting, with the 20% growth forecast for 2021-2031 (LAND-16). */
export function WhyInterpretingSection() {
  const { forecast, reasons } = whyInterpreting;
  return (
    <LandingSection
      id="why-medical-interpreting"
      title={whyInterpreting.title}
      lead={whyInterpreting.lead}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <Paper withBorder radius="md" p="xl" ta="center">
          <Stack gap="xs" align="center" justify="center" h="100%">
            <Text className={classes.forecast}>{forecast.value}</Text>
            <Text fw={600} size="lg">
              {forecast.label}
            </Text>
            <Text size="sm" c="dimmed">
              {forecast.source}
            </Text>
          </Stack>
        </Paper>
        <ul className={classes.stackList} aria-label="Reasons to become a medical interpreter">
          {reasons.map((reason) => (
            <li key={reason.title}>
              <Title order={3} size="h4">
                {reason.title}
              </Title>
              <Text c="dimmed" mt={4}>
                {reason.text}
              </Text>
            </li>
          ))}
        </ul>
      </SimpleGrid>
    </LandingSection>
  );
}
