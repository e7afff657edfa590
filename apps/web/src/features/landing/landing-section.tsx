import { Container, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./landing-page.module.css";

interface LandingSectionProps {
  /** The anchor id (about, trainer, ...) or another id for the heading's label. */
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** One landing-page section: a labelled region with its h2, below the fixed top bar. */
export function LandingSection({ id, title, lead, children }: LandingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={classes.section}>
      <Container size="lg" py={64}>
        <Title order={2} id={headingId} ta="center">
          {title}
        </Title>
        {lead && (
          <Text c="dimmed" size="lg" ta="center" maw={720} mx="auto" mt="sm">
            {lead}
          </Text>
        )}
        <div className={classes.body}>{children}</div>
      </Container>
    </section>
  );
}
