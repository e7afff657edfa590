import "@/styles/mantine-forms";
import { APPLICATION_TITLE, REGISTRATION_CLOSED_LEAD } from "@/content/application";
import { publicConfig } from "@/lib/data/config";
import { PageSection } from "../pages/page-section";
import { ApplicationForm } from "./application-form";
import { loadClosedPage } from "./closed-page";

/**
 * /register: the training application (docs/requirements.md, application-and-admin §2), or,
 * while the server's registration gate is closed (the page's configuration, GAP-27), the
 * notice that applications open soon with the "tell me when" form.
 */
export function ApplicationPage() {
  if (!publicConfig.registrationOpen) {
    // Loaded by the route's loader before the page renders (routes/register.tsx).
    const RegistrationClosed = loadClosedPage.peek();
    return (
      <PageSection title={APPLICATION_TITLE} lead={REGISTRATION_CLOSED_LEAD}>
        {RegistrationClosed && <RegistrationClosed />}
      </PageSection>
    );
  }
  return (
    <PageSection
      title={APPLICATION_TITLE}
      lead="Seven short steps: choose your cohort, tell us about yourself, pay and book your language assessment."
    >
      <ApplicationForm />
    </PageSection>
  );
}
