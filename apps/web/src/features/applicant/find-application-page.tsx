import "@/styles/mantine-forms";
import { findApplicationSchema } from "@kairos/shared";
import { Card, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { findApplicationTexts } from "@/content/applicant";
import { QueryProvider, trpcClient } from "@/lib/data/trpc";
import { useKeyedMutation } from "../forms/keyed-mutation";
import { PageSection } from "../pages/page-section";
import { PrivacyNote } from "../privacy/privacy-note";
import { AnsweredForm } from "./answer-alerts";

// /application, "Find my application": one address in, the same answer whatever it is (the
// links go by e-mail to an address that has applied, and to no one else).

function FindApplicationForm() {
  const form = useForm({
    initialValues: { email: "" },
    validate: schemaResolver(findApplicationSchema, { sync: true }),
  });
  const find = useKeyedMutation((input: { email: string }, idempotencyKey) =>
    trpcClient.applicant.find.mutate(input, { context: { idempotencyKey } }),
  );
  return (
    <AnsweredForm
      label={findApplicationTexts.title}
      sent={find}
      failed={findApplicationTexts.failed}
      submitLabel={findApplicationTexts.submit}
      onSubmit={form.onSubmit((values) => find.mutate(findApplicationSchema.parse(values)))}
      after={<PrivacyNote />}
    >
      <TextInput
        label={findApplicationTexts.emailLabel}
        type="email"
        required
        autoComplete="email"
        {...form.getInputProps("email")}
      />
    </AnsweredForm>
  );
}

export function FindApplicationPage() {
  return (
    <PageSection title={findApplicationTexts.title} lead={findApplicationTexts.lead}>
      <Card withBorder padding="xl" shadow="sm" maw={560}>
        <QueryProvider>
          <FindApplicationForm />
        </QueryProvider>
      </Card>
    </PageSection>
  );
}
