import { Badge, Grid, Group, Paper, Text, ThemeIcon, Title } from "@mantine/core";
import { IconStar } from "@tabler/icons-react";
import { keyTakeaways, requirementItems } from "@/content/course";
import { sectionTitle } from "@/content/landing";
import classes from "./landing-page.module.css";
import { LandingSection } from "./landing-section";

/** #requirements: the required items and the 'Key Takeaways' side panel (LAND-20, LAND-21). */
export function RequirementsSection() {
  return (
    <LandingSection
      id="requirements"
      title={sectionTitle("requirements")}
      lead="What we ask of every trainee, from joining to graduating."
    >
      <Grid gap={48}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ul aria-label="Course requirements" className={classes.stackList}>
            {requirementItems.map((item) => (
              <Paper component="li" key={item.title} withBorder radius="md" p="lg">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Title order={3} size="h4">
                    {item.title}
                  </Title>
                  <Badge color="red" variant="light" c="red.9">
                    {item.type}
                  </Badge>
                </Group>
                <Text c="dimmed" mt={6}>
                  {item.description}
                </Text>
              </Paper>
            ))}
          </ul>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper radius="md" p="xl" bg="blue.8">
            <Title order={3} id="takeaways-title" c="white" mb="md">
              Key Takeaways
            </Title>
            <ul aria-labelledby="takeaways-title" className={classes.stackList}>
              {keyTakeaways.map((takeaway) => (
                <li key={takeaway.title} className={classes.point}>
                  <ThemeIcon size={26} radius="xl" color="white" c="blue.8" aria-hidden>
                    <IconStar size={14} />
                  </ThemeIcon>
                  <div>
                    <Text fw={700} c="white">
                      {takeaway.title}
                    </Text>
                    <Text size="sm" c="blue.0">
                      {takeaway.description}
                    </Text>
                  </div>
                </li>
              ))}
            </ul>
          </Paper>
        </Grid.Col>
      </Grid>
    </LandingSection>
  );
}
