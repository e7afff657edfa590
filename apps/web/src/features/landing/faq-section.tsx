import { Accordion, Badge, Button, Group, Stack, Text } from "@mantine/core";
import {
  type Icon,
  IconBriefcase,
  IconCalendar,
  IconCertificate,
  IconCreditCard,
  IconLanguage,
  IconMicrophone,
  IconStethoscope,
  IconUsers,
  IconVideo,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { type FaqIcon, faqItems } from "@/content/faq";
import { sectionTitle } from "@/content/landing";
import classes from "./landing-page.module.css";
import { LandingSection } from "./landing-section";

const ICONS: Record<FaqIcon, Icon> = {
  stethoscope: IconStethoscope,
  language: IconLanguage,
  microphone: IconMicrophone,
  video: IconVideo,
  calendar: IconCalendar,
  "credit-card": IconCreditCard,
  certificate: IconCertificate,
  briefcase: IconBriefcase,
  users: IconUsers,
};

const itemValue = (index: number) => `faq-${index}`;

/**
 * #faq: one item open at most, the first open at first, clicking the open item closes it
 * (LAND-33..35).
 */
export function FaqSection() {
  return (
    <LandingSection id="faq" title={sectionTitle("faq")}>
      <Stack gap="xl" maw={860} mx="auto">
        {/* Closed answers stay in the page (hidden), so that each question's aria-controls names
            an element there, before and after the section hydrates. */}
        <Accordion
          variant="separated"
          radius="md"
          keepMounted
          defaultValue={itemValue(0)}
          classNames={{ item: classes.faqItem }}
        >
          {faqItems.map((item, index) => {
            const ItemIcon = ICONS[item.icon];
            return (
              <Accordion.Item key={item.question} value={itemValue(index)}>
                <Accordion.Control icon={<ItemIcon size={22} aria-hidden />}>
                  <Group gap="sm" justify="space-between" wrap="wrap">
                    <Text fw={600}>{item.question}</Text>
                    <Badge variant="light" c="blue.9" size="sm">
                      {item.category}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text c="dimmed">{item.answer}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
        <Group justify="center" gap="md">
          <Text fw={600}>Ready to begin your training?</Text>
          <Button renderRoot={(props) => <Link to="/register" {...props} />}>Apply Now</Button>
        </Group>
      </Stack>
    </LandingSection>
  );
}
