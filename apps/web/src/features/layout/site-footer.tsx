import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconClock,
  IconFileSearch,
  IconMail,
  IconPhone,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { findApplicationLink } from "@/content/applicant";
import {
  type CreditLink,
  copyrightSince,
  copyrightYears,
  dataCredits,
  type FooterLink,
  footerIntro,
  footerTagline,
  quickLinks,
  resourceLinks,
  supportHours,
} from "@/content/footer";
import { footerPrivacy, PRIVACY_ROUTE } from "@/content/privacy";
import { useBrowserValue } from "@/lib/data/client-value";
import { phoneDigits, publicConfig, whatsappUrl } from "@/lib/data/config";
import classes from "./site-footer.module.css";

// Read at render time: the server renderer renders with the configuration of each page.
const socials = () => [
  { label: "Kairos on Facebook", href: publicConfig.facebookUrl, Icon: IconBrandFacebook },
  { label: "Kairos on Instagram", href: publicConfig.instagramUrl, Icon: IconBrandInstagram },
  { label: "Kairos on LinkedIn", href: publicConfig.linkedinUrl, Icon: IconBrandLinkedin },
];

function FooterLinks({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <Stack gap={6} component="nav" aria-label={title}>
      <Title order={2} size="h5" c="white">
        {title}
      </Title>
      {links.map((link) => (
        <Anchor
          key={link.label}
          renderRoot={(props) => <Link to={link.to} hash={link.hash} {...props} />}
          className={classes.link}
        >
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

/** The visitor's current year; the prerendered page has the copyright's first. */
const currentYear = () => new Date().getFullYear();

export function SiteFooter() {
  const year = useBrowserValue(currentYear, copyrightSince);
  return (
    <footer className={classes.footer}>
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Text fw={800} fz="xl" c="white">
              Kairos
            </Text>
            <Text fw={600} c="blue.2">
              {footerTagline}
            </Text>
            <Text size="sm" className={classes.muted}>
              {footerIntro}
            </Text>
            <Group gap="xs">
              {socials().map(({ label, href, Icon }) => (
                <Anchor
                  key={label}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className={classes.social}
                >
                  <Icon size={20} aria-hidden />
                </Anchor>
              ))}
            </Group>
          </Stack>
          <FooterLinks title="Quick Links" links={quickLinks} />
          <FooterLinks title="Resources" links={resourceLinks} />
          <Stack gap={6}>
            <Title order={2} size="h5" c="white">
              Contact
            </Title>
            <Anchor href={`mailto:${publicConfig.supportEmail}`} className={classes.link}>
              <IconMail size={16} aria-hidden /> {publicConfig.supportEmail}
            </Anchor>
            <Anchor href={`tel:${phoneDigits(publicConfig.supportPhone)}`} className={classes.link}>
              <IconPhone size={16} aria-hidden /> {publicConfig.supportPhone}
            </Anchor>
            <Anchor
              href={whatsappUrl(publicConfig.whatsappNumber)}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.link}
            >
              <IconBrandWhatsapp size={16} aria-hidden /> WhatsApp {publicConfig.whatsappNumber}
            </Anchor>
            <Text size="sm" className={classes.muted}>
              <IconClock size={16} aria-hidden /> Support hours: {supportHours}
            </Text>
            {/* Beside the support contacts: an applicant finds their application's page. */}
            <Anchor
              renderRoot={(props) => <Link to={findApplicationLink.to} {...props} />}
              className={classes.link}
            >
              <IconFileSearch size={16} aria-hidden /> {findApplicationLink.label}
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Text size="sm" ta="center" mt={40} className={classes.muted}>
          © {copyrightYears(year)} Kairos. All rights reserved.
        </Text>
        <Group justify="center" gap="lg" mt="xs">
          <Anchor
            renderRoot={(props) => <Link to={PRIVACY_ROUTE} {...props} />}
            className={classes.link}
          >
            {footerPrivacy.notice}
          </Anchor>
          {/* Only where Google Analytics is configured: the choice made in the banner. */}
          {publicConfig.gaMeasurementId && (
            <Anchor
              component="button"
              type="button"
              className={classes.link}
              onClick={reopenAnalyticsChoice}
            >
              {footerPrivacy.analyticsChoice}
            </Anchor>
          )}
        </Group>
        {dataCredits.map((credit) => (
          <Text key={credit.source.label} size="xs" ta="center" mt="xs" className={classes.muted}>
            {credit.text} <CreditAnchor link={credit.source} />
            {credit.licence && (
              <>
                {" "}
                (<CreditAnchor link={credit.licence} />)
              </>
            )}
          </Text>
        ))}
      </Container>
    </footer>
  );
}

/** The banner's store is in the banner's chunk (loaded where GA is configured). */
const reopenAnalyticsChoice = () => {
  import("@/lib/analytics/analytics-consent")
    .then((consent) => consent.reopenAnalyticsChoice())
    .catch(() => {});
};

function CreditAnchor({ link }: { link: CreditLink }) {
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={classes.creditLink}>
      {link.label}
    </a>
  );
}
