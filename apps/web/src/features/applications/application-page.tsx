import "../../styles/mantine-forms";
import { APPLICATION_TITLE } from "../../content/application";
import { PageSection } from "../pages/page-section";
import { ApplicationForm } from "./application-form";

/** /register: the training application (docs/requirements.md, application-and-admin §2). */
export function ApplicationPage() {
  return (
    <PageSection
      title={APPLICATION_TITLE}
      lead="Seven short steps: choose your cohort, tell us about yourself, pay and book your language assessment."
    >
      <ApplicationForm />
    </PageSection>
  );
}
