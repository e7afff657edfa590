import { Alert, Button, Group } from "@mantine/core";
import { IconBriefcase } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { jobs } from "@/content/company";
import { PageSection } from "../pages/page-section";

export function JobsPage() {
  return (
    <PageSection title="Careers" lead={jobs.lead}>
      <Alert icon={<IconBriefcase size={18} aria-hidden />} title="Job postings" color="blue">
        {jobs.placeholder}
      </Alert>
      <Group>
        <Button renderRoot={(props) => <Link to="/interpreter-registration" {...props} />}>
          Register as an Interpreter
        </Button>
      </Group>
    </PageSection>
  );
}
