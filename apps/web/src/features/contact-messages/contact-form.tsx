import { CONTACT_MESSAGES, type ContactMessageInput, contactMessageSchema } from "@kairos/shared";
import { Button, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useState } from "react";
import { trpc, trpcClient } from "@/lib/data/trpc";
import { HoneypotField } from "../forms/honeypot-field";
import { OutcomeDialog } from "../forms/outcome-dialog";
import { ReferenceNote } from "../forms/reference-note";
import { statusOfTrpcError, useSubmissionKey } from "../forms/submission-key";
import { PrivacyNote } from "../privacy/privacy-note";

type Outcome = { kind: "sent"; reference: string } | { kind: "error"; message: string } | null;

const empty: ContactMessageInput = { name: "", email: "", subject: "", message: "", website: "" };

/** docs/requirements.md, public-site §8: the server's message, else 'Failed to send message'. */
function failureMessage(error: unknown): string {
  if (error instanceof TRPCClientError) {
    return error.data && error.message ? error.message : CONTACT_MESSAGES.failed;
  }
  return error instanceof Error
    ? error.message || CONTACT_MESSAGES.failed
    : CONTACT_MESSAGES.failedDialog;
}

/** The contact form: validated on each change; outcomes in dialogs. */
export function ContactForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<ContactMessageInput>({
    initialValues: empty,
    validate: schemaResolver(contactMessageSchema, { sync: true }),
    validateInputOnChange: true,
  });
  const submissionKey = useSubmissionKey();
  const send = useMutation({
    ...trpc.contactMessages.submit.mutationOptions({
      onSuccess: ({ reference }) => {
        setOutcome({ kind: "sent", reference });
        form.reset();
      },
      onError: (error) => setOutcome({ kind: "error", message: failureMessage(error) }),
    }),
    // One Idempotency-Key per submission, kept for a retry after a lost connection.
    mutationFn: (input: ContactMessageInput) =>
      trpcClient.contactMessages.submit.mutate(input, {
        context: { idempotencyKey: submissionKey.key() },
      }),
    onSettled: (_data, error) => submissionKey.answered(error ? statusOfTrpcError(error) : 200),
  });

  return (
    <>
      <form
        noValidate
        aria-label="Contact us"
        onSubmit={form.onSubmit((values) => send.mutate(values))}
      >
        <Stack>
          <TextInput
            label="Full Name"
            required
            autoComplete="name"
            {...form.getInputProps("name")}
          />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps("email")}
          />
          <TextInput label="Subject" required {...form.getInputProps("subject")} />
          <Textarea
            label="Message"
            required
            autosize
            minRows={5}
            {...form.getInputProps("message")}
          />
          <HoneypotField {...form.getInputProps("website")} />
          <Group>
            <Button type="submit" size="md" disabled={send.isPending}>
              {send.isPending ? "Sending..." : "Send Message"}
            </Button>
          </Group>
          <PrivacyNote />
        </Stack>
      </form>
      <OutcomeDialog
        opened={outcome?.kind === "sent"}
        onClose={() => setOutcome(null)}
        title="Message Sent Successfully"
      >
        <Text>{CONTACT_MESSAGES.success}</Text>
        {outcome?.kind === "sent" && (
          <ReferenceNote reference={outcome.reference} testId="message-reference" />
        )}
      </OutcomeDialog>
      <OutcomeDialog
        opened={outcome?.kind === "error"}
        onClose={() => setOutcome(null)}
        title="Message Error"
      >
        <Text>{outcome?.kind === "error" ? outcome.message : ""}</Text>
        <Text size="sm" mt="sm">
          {CONTACT_MESSAGES.hint}
        </Text>
      </OutcomeDialog>
    </>
  );
}
