import { Button, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { PageSection } from "./page-section";

/** The body of a page whose content a later release brings. */
export function BeingPrepared({ title }: { title: string }) {
  return (
    <PageSection title={title}>
      <Text>This page is being prepared. Please check back soon.</Text>
      <Group>
        <Button renderRoot={(props) => <Link to="/" {...props} />}>Home</Button>
        <Button variant="default" renderRoot={(props) => <Link to="/contact-us" {...props} />}>
          Contact us
        </Button>
      </Group>
    </PageSection>
  );
}
