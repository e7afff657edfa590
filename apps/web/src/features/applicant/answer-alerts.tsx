import { Button, Group, Stack } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";
import { messageOf } from "@/lib/data/trpc";
import { FocusAlert } from "./focus-alert";

/** A form sent once, as far as its answer goes. */
interface Sent {
  isSuccess: boolean;
  isError: boolean;
  data: { message: string } | undefined;
  error: unknown;
  submittedAt: number;
}

/**
 * The answer to a form sent once: the server's message when it was taken, else the failure
 * (the server's words, or `failed` when it gave none), each taking the focus anew.
 */
export function AnswerAlerts({ sent, failed }: { sent: Sent; failed: string }) {
  return (
    <>
      {sent.isSuccess && sent.data && (
        <FocusAlert kind="success" focusKey={sent.submittedAt}>
          {sent.data.message}
        </FocusAlert>
      )}
      {sent.isError && (
        <FocusAlert kind="error" focusKey={sent.submittedAt}>
          {messageOf(sent.error, failed)}
        </FocusAlert>
      )}
    </>
  );
}

/**
 * A public form that sends once and says the answer above itself (find my application, a
 * privacy request): its fields, the submit button, then `after`.
 */
export function AnsweredForm({
  label,
  sent,
  failed,
  submitLabel,
  onSubmit,
  after,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  sent: Sent & { isPending: boolean };
  failed: string;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <AnswerAlerts sent={sent} failed={failed} />
      <form noValidate aria-label={label} onSubmit={onSubmit}>
        <Stack>
          {children}
          <Group>
            <Button type="submit" loading={sent.isPending}>
              {submitLabel}
            </Button>
          </Group>
          {after}
        </Stack>
      </form>
    </Stack>
  );
}
