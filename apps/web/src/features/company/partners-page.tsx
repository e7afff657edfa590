import { Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconMail, IconPhone } from "@tabler/icons-react";
import { partners } from "@/content/company";
import { phoneDigits, publicConfig } from "@/lib/data/config";
import { PageSection } from "../pages/page-section";
import { BrochureButton } from "./brochure-button";
import { OfferingCards } from "./offering-cards";

export function PartnersPage() {
  return (
    <PageSection title="Partnerships" lead={partners.lead}>
      <Stack gap="xl" mt="md">
        <section aria-labelledby="services">
          <Title order={2} id="services" mb="sm">
            Our Services
          </Title>
          <OfferingCards />
          <Group mt="lg">
            <BrochureButton />
          </Group>
        </section>
        <Card withBorder padding="lg" component="section" aria-labelledby="partner-contact">
          <Title order={2} id="partner-contact" size="h3">
            Partner With Us
          </Title>
          <Text mt="xs">{partners.contactLead}</Text>
          <Group mt="md" gap="xl">
            <Anchor href={`mailto:${publicConfig.supportEmail}`}>
              <IconMail size={16} aria-hidden /> {publicConfig.supportEmail}
            </Anchor>
            <Anchor href={`tel:${phoneDigits(publicConfig.supportPhone)}`}>
              <IconPhone size={16} aria-hidden /> {publicConfig.supportPhone}
            </Anchor>
          </Group>
        </Card>
      </Stack>
    </PageSection>
  );
}
