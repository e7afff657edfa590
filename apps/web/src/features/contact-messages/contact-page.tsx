import "@/styles/mantine-forms";
import { Anchor, Card, Grid, Stack, Table, Text, Title } from "@mantine/core";
import { IconBrandWhatsapp, IconMail, IconPhone } from "@tabler/icons-react";
import { businessHours, contactIntro, replyPromise } from "@/content/contact";
import { phoneDigits, publicConfig, whatsappUrl } from "@/lib/data/config";
import { QueryProvider } from "@/lib/data/trpc";
import { PageSection } from "../pages/page-section";
import { ContactForm } from "./contact-form";

export function ContactPage() {
  return (
    <PageSection title="Contact Us" lead={contactIntro}>
      <Grid gap="xl" mt="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <section aria-labelledby="contact-details">
              <Title order={2} size="h3" id="contact-details" mb="sm">
                Contact Details
              </Title>
              <Stack gap={6}>
                <Anchor href={`mailto:${publicConfig.supportEmail}`}>
                  <IconMail size={16} aria-hidden /> {publicConfig.supportEmail}
                </Anchor>
                <Anchor href={`tel:${phoneDigits(publicConfig.supportPhone)}`}>
                  <IconPhone size={16} aria-hidden /> {publicConfig.supportPhone}
                </Anchor>
                <Anchor
                  href={whatsappUrl(publicConfig.whatsappNumber)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <IconBrandWhatsapp size={16} aria-hidden /> WhatsApp {publicConfig.whatsappNumber}
                </Anchor>
              </Stack>
            </section>
            <section aria-labelledby="business-hours">
              <Title order={2} size="h3" id="business-hours" mb="sm">
                Business Hours
              </Title>
              <Table withTableBorder>
                <Table.Tbody>
                  {businessHours.map((row) => (
                    <Table.Tr key={row.days}>
                      <Table.Th>{row.days}</Table.Th>
                      <Table.Td>{row.hours}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </section>
            <Text fw={600}>{replyPromise}</Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="xl" shadow="sm">
            <Title order={2} size="h3" mb="md">
              Send Us a Message
            </Title>
            <QueryProvider>
              <ContactForm />
            </QueryProvider>
          </Card>
        </Grid.Col>
      </Grid>
    </PageSection>
  );
}
