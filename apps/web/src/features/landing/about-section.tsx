import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { audiences, courseFacts, courseObjectives } from "@/content/course";
import { sectionTitle } from "@/content/landing";
import classes from "./landing-page.module.css";
import { LandingSection } from "./landing-section";
import { WhyChooseCarousel } from "./why-choose-carousel";

/** #about: the 7 objectives, the course facts, the 6 audiences and the carousel. */
export function AboutSection() {
  return (
    <LandingSection
      id="about"
      title={sectionTitle("about")}
      lead="A 40-hour online, instructor-led training that prepares bilingual adults to interpret in healthcare settings."
    >
      <Stack gap={48}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <div>
            <Title order={3} id="objectives-title" mb="md">
              What You Will Learn
            </Title>
            <ul aria-labelledby="objectives-title" className={classes.stackList}>
              {courseObjectives.map((objective) => (
                <li key={objective} className={classes.point}>
                  <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
                    <IconCircleCheck size={16} />
                  </ThemeIcon>
                  <Text>{objective}</Text>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <Title order={3} mb="md">
              Course at a Glance
            </Title>
            <dl className={classes.facts}>
              {courseFacts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </SimpleGrid>

        <div>
          <Title order={3} id="audiences-title" mb="md">
            Who This Course Is For
          </Title>
          <ul aria-labelledby="audiences-title" className={classes.gridList}>
            {audiences.map((audience) => (
              <Paper component="li" key={audience.title} withBorder p="lg" radius="md">
                <Text fw={700}>{audience.title}</Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {audience.description}
                </Text>
              </Paper>
            ))}
          </ul>
        </div>

        <WhyChooseCarousel />
      </Stack>
    </LandingSection>
  );
}
