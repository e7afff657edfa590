import "@/styles/mantine-forms";
import { findApplicationSchema } from "@kairos/shared";
import { Button, Card, Group, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { findApplicationTexts } from "@/content/applicant";
import { messageOf, QueryProvider, trpcClient } from "@/lib/data/trpc";
import { statusOfTrpcError, useSubmissionKey } from "../forms/submission-key";
import { PageSection } from "../pages/page-section";
import { PrivacyNote } from "../privacy/privacy-note";
import { FocusAlert } from "./focus-alert";

// /application, "Find my application": one address in, the same answer whatever it is (the
// links go by e-mail to an address that has applied, and to no one else).

function FindApplicationForm() {
  const form = useForm({
    initialValues: { email: "" },
    validate: schemaResolver(findApplicationSchema, { sync: true }),
  });
  const submissionKey = useSubmissionKey();
  const find = useMutation({
    // One Idempotency-Key per request, kept for a retry after a lost connection.
    mutationFn: (input: { email: string }) =>
      trpcClient.applicant.find.mutate(input, {
        context: { idempotencyKey: submissionKey.key() },
      }),
    onSettled: (_data, error) => submissionKey.answered(error ? statusOfTrpcError(error) : 200),
  });
  return (
    <Stack gap="md">
      {find.isSuccess && (
        <FocusAlert kind="success" focusKey={find.submittedAt}>
          {find.data.message}
        </FocusAlert>
      )}
      {find.isError && (
        <FocusAlert kind="error" focusKey={find.submittedAt}>
          {messageOf(find.error, findApplicationTexts.failed)}
        </FocusAlert>
      )}
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
