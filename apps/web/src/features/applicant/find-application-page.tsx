import "@/styles/mantine-forms";
import { findApplicationSchema } from "@kairos/shared";
import { Button, Card, Group, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { findApplicationTexts } from "@/content/applicant";
import { QueryProvider, trpcClient } from "@/lib/data/trpc";
import { useKeyedMutation } from "../forms/keyed-mutation";
import { PageSection } from "../pages/page-section";
import { PrivacyNote } from "../privacy/privacy-note";
import { AnswerAlerts } from "./answer-alerts";

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
    <Stack gap="md">
      <AnswerAlerts sent={find} failed={findApplicationTexts.failed} />
      <form
        noValidate
        aria-label={findApplicationTexts.title}
        onSubmit={form.onSubmit((values) => find.mutate(findApplicationSchema.parse(values)))}
      >
        <Stack>
          <TextInput
            label={findApplicationTexts.emailLabel}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps("email")}
          />
          <Group>
            <Button type="submit" loading={find.isPending}>
              {findApplicationTexts.submit}
            </Button>
          </Group>
          <PrivacyNote />
        </Stack>
      </form>
    </Stack>
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
