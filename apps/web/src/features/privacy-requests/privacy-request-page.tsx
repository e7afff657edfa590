import "@/styles/mantine-forms";
import {
  PRIVACY_REQUEST_WANTS,
  PRIVACY_WANTS_LABELS,
  type PrivacyRequestInput,
  privacyRequestSchema,
} from "@kairos/shared";
import { Button, Card, Group, Radio, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { applicantPageTexts } from "@/content/applicant";
import { privacyFormTexts as t } from "@/content/privacy-requests";
import { messageOf, QueryProvider, trpcClient } from "@/lib/data/trpc";
import { FocusAlert } from "../applicant/focus-alert";
import { statusOfTrpcError, useSubmissionKey } from "../forms/submission-key";
import { PageSection } from "../pages/page-section";

// /privacy/request (decision 0034): an interpreter registrant, requester or sender of a message
// asks for a copy of their data or its deletion. The answer is the same for every address; the
// request reaches staff only once the link mailed to the address is opened.

function PrivacyRequestForm() {
  const form = useForm<{ email: string; wants: string }>({
    initialValues: { email: "", wants: "" },
    validate: schemaResolver(privacyRequestSchema, { sync: true }),
  });
  const submissionKey = useSubmissionKey();
  const send = useMutation({
    mutationFn: (input: PrivacyRequestInput) =>
      trpcClient.privacyRequests.submit.mutate(input, {
        context: { idempotencyKey: submissionKey.key() },
      }),
    onSettled: (_data, error) => submissionKey.answered(error ? statusOfTrpcError(error) : 200),
  });
  return (
    <Stack gap="md">
      {send.isSuccess && (
        <FocusAlert kind="success" focusKey={send.submittedAt}>
          {send.data.message}
        </FocusAlert>
      )}
      {send.isError && (
        <FocusAlert kind="error" focusKey={send.submittedAt}>
          {messageOf(send.error, applicantPageTexts.actionFailed)}
        </FocusAlert>
      )}
      <form
        noValidate
        aria-label={t.title}
        onSubmit={form.onSubmit((values) => send.mutate(privacyRequestSchema.parse(values)))}
      >
        <Stack>
          <TextInput
            label={t.email}
            description={t.emailHint}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps("email")}
          />
          <Radio.Group label={t.wants} required {...form.getInputProps("wants")}>
            <Stack gap="xs" mt="xs">
              {PRIVACY_REQUEST_WANTS.map((w) => (
                <Radio key={w} value={w} label={PRIVACY_WANTS_LABELS[w]} />
              ))}
            </Stack>
          </Radio.Group>
          <Group>
            <Button type="submit" loading={send.isPending}>
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

export function PrivacyRequestPage() {
  return (
    <PageSection title={t.title} lead={t.intro}>
      <Card withBorder padding="xl" shadow="sm" maw={560}>
        <QueryProvider>
          <PrivacyRequestForm />
        </QueryProvider>
      </Card>
    </PageSection>
  );
}
