import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconMail, IconStethoscope } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { contactMailto, sectionTitle, trainer } from "@/content/landing";
import { publicConfig } from "@/lib/data/config";
import { LandingSection } from "./landing-section";

/** #trainer: the lead trainer's profile; Start Training with Us and Contact Us (LAND-17..19). */
export function TrainerSection() {
  return (
    <LandingSection id="trainer" title={sectionTitle("trainer")}>
      <Paper withBorder radius="md" p={{ base: "lg", sm: 40 }} maw={860} mx="auto">
        <Group align="flex-start" gap="xl" wrap="wrap">
          <ThemeIcon size={96} radius={96} variant="light" aria-hidden>
            <IconStethoscope size={48} />
          </ThemeIcon>
          <Stack gap="sm" style={{ flex: "1 1 18rem" }}>
            <div>
              <Title order={3}>{trainer.role}</Title>
              <Text fw={600} c="blue.8">
                {trainer.summary}
              </Text>
            </div>
            {trainer.bio.map((paragraph) => (
              <Text key={paragraph} c="dimmed">
                {paragraph}
              </Text>
            ))}
            <Group gap="sm" mt="sm">
              <Button renderRoot={(props) => <Link to="/register" {...props} />}>
                {trainer.startLabel}
              </Button>
              <Button
                component="a"
                variant="default"
                href={contactMailto(publicConfig.supportEmail)}
                leftSection={<IconMail size={18} aria-hidden />}
              >
                {trainer.contactLabel}
              </Button>
            </Group>
          </Stack>
        </Group>
      </Paper>
    </LandingSection>
  );
}
