import {
  Button,
  Container,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { IconArrowRight, IconCalendarEvent, IconCheck } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { cohortBanner, hero, sellingPoints } from "@/content/hero";
import { useSectionLink } from "../layout/use-section-nav";
import classes from "./landing-page.module.css";

/** The hero: the h1, the 8 selling points, Apply Now / Learn More and the cohort banner. */
export function HeroSection() {
  const sectionLink = useSectionLink();
  return (
    <section aria-labelledby="hero-title" className={`${classes.section} ${classes.hero}`}>
      <Container size="lg" py={80}>
        <Stack gap="xl">
          <Stack gap="md" maw={760}>
            <Title order={1} id="hero-title">
              {hero.title}
            </Title>
            <Text size="lg" c="dimmed">
              {hero.lead}
            </Text>
            <Group gap="sm">
              <Button size="md" renderRoot={(props) => <Link to="/register" {...props} />}>
                {hero.applyLabel}
              </Button>
              <Button size="md" variant="default" component="a" {...sectionLink("about")}>
                {hero.learnMoreLabel}
              </Button>
            </Group>
          </Stack>

          <UnstyledButton
            component="a"
            className={classes.banner}
            maw={760}
            {...sectionLink("pricing")}
          >
            <Group gap="md" wrap="nowrap">
              <ThemeIcon size={44} radius="xl" aria-hidden>
                <IconCalendarEvent size={24} />
              </ThemeIcon>
              <div>
                <Text fw={700}>{cohortBanner.title}</Text>
                <Text size="sm" c="dimmed">
                  {cohortBanner.text}
                </Text>
              </div>
            </Group>
          </UnstyledButton>

          <ul aria-label="What the training offers" className={classes.gridList}>
            {sellingPoints.map((point) => (
              <li key={point.title} className={classes.point}>
                <ThemeIcon size={28} radius="xl" variant="light" aria-hidden>
                  <IconCheck size={16} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{point.title}</Text>
                  <Text size="sm" c="dimmed">
                    {point.description}
                  </Text>
                </div>
              </li>
            ))}
          </ul>

          <Group gap="md">
            <Text fw={600}>{hero.journeyText}</Text>
            <Button
              variant="outline"
              rightSection={<IconArrowRight size={18} aria-hidden />}
              renderRoot={(props) => <Link to="/register" {...props} />}
            >
              {hero.journeyLabel}
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
