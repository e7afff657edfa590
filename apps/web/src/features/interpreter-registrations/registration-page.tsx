import "@/styles/mantine-forms";
import { REGISTRATION_LEAD, REGISTRATION_TITLE } from "@/content/interpreter-registration";
import { PageSection } from "../pages/page-section";
import { RegistrationWizard } from "./registration-wizard";

/** /interpreter-registration: interpreters join the Kairos network (docs/requirements.md, public-site §2). */
export function InterpreterRegistrationPage() {
  return (
    <PageSection title={REGISTRATION_TITLE} lead={REGISTRATION_LEAD}>
      <RegistrationWizard />
    </PageSection>
  );
}
