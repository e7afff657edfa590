import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { applicantPageTexts, applicantSections, proofTexts } from "@/content/applicant";
import { ScreenshotPicker } from "../applications/screenshot-picker";
import { PrivacyNote } from "../privacy/privacy-note";
import { useApplicant } from "./applicant-state";
import { FocusAlert } from "./focus-alert";
import { FileRefused, type ProofRoute, sendNewProof } from "./proof-upload";

/**
 * While the payment is pending: a new screenshot of it for staff to check.
 */
export function ProofSection() {
  return (
    <ProofUploadForm
      id="new-proof"
      title={applicantSections.proof}
      intro={<Text>{proofTexts.intro}</Text>}
      texts={proofTexts}
      route="payment-screenshot"
    />
  );
}

/**
 * A proof of payment's upload form (a new one while the payment is pending, or a later
 * installment's). A file the server refuses is said at the field, which takes the focus, for
 * another file to be chosen.
 */
export function ProofUploadForm({
  id,
  title,
  intro,
  texts,
  route,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  texts: { label: string; inputLabel: string; submit: string; chooseFile: string };
  route: ProofRoute;
}) {
  const { token, took } = useApplicant();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [refused, setRefused] = useState<{ message: string; at: number } | null>(null);
  const dropzone = useRef<HTMLDivElement>(null);
  const send = useMutation({
    mutationFn: (chosen: File) =>
      sendNewProof(token, chosen, applicantPageTexts.actionFailed, route),
    onSuccess: (answer) => {
      setFile(null);
      took(answer);
    },
    onError: (error) => {
      if (!(error instanceof FileRefused)) return;
      setFile(null);
      setRefused({ message: error.message, at: Date.now() });
    },
  });
  useEffect(() => {
    if (refused) dropzone.current?.focus();
  }, [refused]);
  return (
    <section aria-labelledby={`${id}-title`}>
      <Title order={2} id={`${id}-title`} mb="sm">
        {title}
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) {
            setMissing(true);
            return;
          }
          send.mutate(file);
        }}
      >
        <Stack gap="md">
          {intro}
          <ScreenshotPicker
            labelId={`${id}-label`}
            label={texts.label}
            inputLabel={texts.inputLabel}
            required
            file={file}
            onFile={(next) => {
              setFile(next);
              if (next) {
                setMissing(false);
                setRefused(null);
              }
            }}
            error={missing ? texts.chooseFile : refused?.message}
            dropzoneRef={dropzone}
          />
          {send.isError && !(send.error instanceof FileRefused) && (
            <FocusAlert kind="error" focusKey={send.submittedAt}>
              {send.error.message}
            </FocusAlert>
          )}
          <Group>
            <Button type="submit" loading={send.isPending}>
              {texts.submit}
            </Button>
          </Group>
          <PrivacyNote />
        </Stack>
      </form>
    </section>
  );
}
