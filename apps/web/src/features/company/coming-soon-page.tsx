import { Badge, Button, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { PageSection } from "../pages/page-section";

/** A training that is announced but not yet enrolling. */
export function ComingSoonPage({ title, summary }: { title: string; summary: string }) {
  return (
    <PageSection title={title}>
      <Group>
        <Badge size="lg" variant="filled" color="gray.7">
          Coming soon
        </Badge>
      </Group>
      <Text>{summary}</Text>
      <Text>In the meantime, the 40-hour medical interpreter training is open for enrolment.</Text>
      <Group>
        <Button renderRoot={(props) => <Link to="/medical-training" {...props} />}>
          See the 40-hour training
        </Button>
        <Button variant="default" renderRoot={(props) => <Link to="/contact-us" {...props} />}>
          Contact us
        </Button>
      </Group>
    </PageSection>
  );
}
