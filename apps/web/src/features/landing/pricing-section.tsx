import { formatPrice } from "@kairos/shared";
import { Badge, Button, Grid, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconClock } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { nextCohort } from "@/content/cohort";
import {
  includedInPrice,
  installmentOffer,
  installmentTiming,
  sixtyHourTraining,
} from "@/content/course";
import { earlyBirdIsOver, earlyBirdUntil } from "@/content/early-bird";
import { sectionTitle } from "@/content/landing";
import { ResidenceSlot } from "../residence/residence-slot";
import { usePricing } from "../residence/use-pricing";
import classes from "./landing-page.module.css";
import { LandingSection } from "./landing-section";

/** The price block: early bird, list price and saving in the visitor's currency (LAND-22). */
function Prices({ price }: { price: ReturnType<typeof usePricing> }) {
  // The USD prices until the visitor's country is known: the prerendered page shows them
  // before any script runs, and a visitor in Egypt sees the EGP prices once located.
  // After the round's early-bird deadline, the price is the regular one (decision 0030).
  if (earlyBirdIsOver()) {
    return (
      <Stack gap={4} aria-busy={price.loading}>
        <Text size="sm" fw={600} c="dimmed">
          Full payment
        </Text>
        <Text fz={44} fw={800} lh={1.1} data-testid="full-price">
          {formatPrice(price.discountedPrice, price)}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={4} aria-busy={price.loading}>
      <Text size="sm" fw={600} c="dimmed" data-testid="early-bird-label">
        {earlyBirdUntil() ?? "Early bird price"}
      </Text>
      <Text fz={44} fw={800} lh={1.1} data-testid="early-bird-price">
        {formatPrice(price.discountedPrice, price)}
      </Text>
      <Text c="dimmed">
        Regular price{" "}
        <Text span td="line-through" data-testid="list-price">
          {formatPrice(price.listPrice, price)}
        </Text>
      </Text>
      <Group gap="xs">
        <Text fw={600}>You save</Text>
        <Text fw={700} c="teal.9" data-testid="saving">
          {formatPrice(price.saving, price)}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * #pricing: prices, installments, what is included, Enroll Now; the residence control slot
 * (the page hosts the residence prompt: landing-page.tsx).
 */
export function PricingSection() {
  const price = usePricing();
  return (
    <LandingSection
      id="pricing"
      title={sectionTitle("pricing")}
      lead={`Next cohort: ${nextCohort.dates}.${earlyBirdIsOver() ? "" : " Book early to get the early bird discount."}`}
    >
      <Grid gap={32} align="stretch">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="xl" h="100%">
            <Stack gap="lg">
              <div>
                <Title order={3}>40-Hour Medical Interpreter Training</Title>
                <Text c="dimmed">Online, live, instructor-led</Text>
              </div>
              <Prices price={price} />
              {/* LAND-27 in words that hold at any price (INC-08). */}
              <div>
                <Text fw={600} data-testid="installment-offer">
                  {installmentOffer(price)}
                </Text>
                <Text size="sm" c="dimmed">
                  {installmentTiming}
                </Text>
              </div>
              {/* residence: change-residence control goes here */}
              <ResidenceSlot />
              <div>
                <Title order={4} id="included-title" mb="xs">
                  Included
                </Title>
                <ul aria-labelledby="included-title" className={classes.stackList}>
                  {includedInPrice.map((item) => (
                    <li key={item} className={classes.point}>
                      <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
                        <IconCheck size={14} />
                      </ThemeIcon>
                      <Text>{item}</Text>
                    </li>
                  ))}
                </ul>
              </div>
              <Button size="md" renderRoot={(props) => <Link to="/register" {...props} />}>
                Enroll Now
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="xl" bg="gray.1">
            <Stack gap="sm">
              <Group gap="xs">
                <ThemeIcon size={28} radius="xl" variant="light" aria-hidden>
                  <IconClock size={16} />
                </ThemeIcon>
                <Badge color="gray" variant="outline" c="gray.8">
                  {sixtyHourTraining.status}
                </Badge>
              </Group>
              <Title order={3}>{sixtyHourTraining.title}</Title>
              <Text c="dimmed">
                A longer training is in preparation. It is not open for enrolment yet.
              </Text>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </LandingSection>
  );
}
