import { Container, Stack, Text, Title } from "@mantine/core";
import { landingSections } from "../../content/landing";
import classes from "./landing-page.module.css";

/** The landing page: its sections in order, each reachable by its anchor id. */
export function LandingPage() {
  return (
    <>
      <Container size="lg" py={80}>
        <Stack gap="md">
          <Title order={1}>40-Hour Online Medical Interpreter Training</Title>
          <Text size="lg" c="dimmed">
            Instructor-led and live. No medical background or interpreting experience needed: only
            fluency in English plus at least one other language.
          </Text>
        </Stack>
      </Container>
      {landingSections.map((section) => (
        <section key={section.id} id={section.id} className={classes.section}>
          <Container size="lg" py={64}>
            <Title order={2}>{section.title}</Title>
            <Text mt="sm" c="dimmed">
              This section is being prepared.
            </Text>
          </Container>
        </section>
      ))}
    </>
  );
}
