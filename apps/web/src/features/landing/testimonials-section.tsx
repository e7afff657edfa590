import { ActionIcon, Badge, Group, Paper, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconQuote } from "@tabler/icons-react";
import { useState } from "react";
import { sectionTitle } from "@/content/landing";
import { testimonialMantineColor, testimonials } from "@/content/testimonials";
import classes from "./landing-page.module.css";
import { LandingSection } from "./landing-section";

/** Index arithmetic that wraps both ways (LAND-31). */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

/** #testimonials: one entry at a time, previous/next arrows and one dot per entry (LAND-30, 31). */
export function TestimonialsSection() {
  const [index, setIndex] = useState(0);
  const count = testimonials.length;
  const current = testimonials[index] ?? testimonials[0];
  if (!current) return null;
  const color = testimonialMantineColor(current.color);
  const go = (next: number) => setIndex(wrapIndex(next, count));

  return (
    <LandingSection
      id="testimonials"
      title={sectionTitle("testimonials")}
      lead="What trainees say about the course."
    >
      <section
        className={classes.testimonialSlider}
        aria-roledescription="carousel"
        aria-label="Testimonials"
      >
        <Group justify="center" align="center" gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size={40}
            radius="xl"
            aria-label="Previous testimonial"
            onClick={() => go(index - 1)}
          >
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
          <Paper
            withBorder
            radius="md"
            p={{ base: "md", sm: "xl" }}
            className={classes.testimonialCard}
            style={{ borderTopColor: `var(--mantine-color-${color}-6)` }}
            data-testid="testimonial"
            data-index={index}
          >
            <ThemeIcon size={40} radius="xl" variant="light" color={color} aria-hidden>
              <IconQuote size={22} />
            </ThemeIcon>
            <Text component="blockquote" m={0} mt="md" className={classes.testimonialQuote}>
              {current.text}
            </Text>
            <Badge variant="light" color={color} c="dark.7" mt="md">
              {current.category}
            </Badge>
          </Paper>
          <ActionIcon
            variant="default"
            size={40}
            radius="xl"
            aria-label="Next testimonial"
            onClick={() => go(index + 1)}
          >
            <IconChevronRight size={20} aria-hidden />
          </ActionIcon>
        </Group>
        <Text ta="center" size="sm" c="dimmed" mt="md" aria-live="polite" aria-atomic="true">
          Testimonial {index + 1} of {count}
        </Text>
        <Group justify="center" gap={0} mt="xs" className={classes.testimonialDots}>
          {testimonials.map((testimonial, i) => (
            <UnstyledButton
              key={testimonial.text}
              className={classes.testimonialDot}
              aria-label={`Show testimonial ${i + 1}`}
              aria-current={i === index ? "true" : undefined}
              data-active={i === index || undefined}
              onClick={() => go(i)}
            />
          ))}
        </Group>
      </section>
    </LandingSection>
  );
}
