import "@/styles/mantine-forms";
import {
  PRIVACY_REQUEST_WANTS,
  PRIVACY_WANTS_LABELS,
  type PrivacyRequestInput,
  privacyRequestSchema,
} from "@kairos/shared";
import { Card, Radio, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { applicantPageTexts } from "@/content/applicant";
import { privacyFormTexts as t } from "@/content/privacy-requests";
import { QueryProvider, trpcClient } from "@/lib/data/trpc";
import { AnsweredForm } from "../applicant/answer-alerts";
import { useKeyedMutation } from "../forms/keyed-mutation";
import { PageSection } from "../pages/page-section";

// /privacy/request (decision 0034): an interpreter registrant, requester or sender of a message
// asks for a copy of their data or its deletion. The answer is the same for every address; the
// request reaches staff only once the link mailed to the address is opened.

function PrivacyRequestForm() {
  const form = useForm<{ email: string; wants: string }>({
    initialValues: { email: "", wants: "" },
    validate: schemaResolver(privacyRequestSchema, { sync: true }),
  });
  const send = useKeyedMutation((input: PrivacyRequestInput, idempotencyKey) =>
    trpcClient.privacyRequests.submit.mutate(input, { context: { idempotencyKey } }),
  );
  return (
    <AnsweredForm
      label={t.title}
      sent={send}
      failed={applicantPageTexts.actionFailed}
      submitLabel={t.submit}
      onSubmit={form.onSubmit((values) => send.mutate(privacyRequestSchema.parse(values)))}
    >
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
    </AnsweredForm>
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
