import { APPLICATION_MESSAGES } from "@kairos/shared";
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { applicantPageNotes, findApplicationLink } from "@/content/applicant";
import { publicConfig } from "@/lib/data/config";
import { ReferenceNote } from "../forms/reference-note";
import { type AssessmentBooking, BookedAssessment } from "./booked-assessment";

// The dialogs of the submit (SLOT-10, SLOT-12..15, ERR-14..18).

function Dialog({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* A div, not Mantine's <header>: the page's top bar is the only banner landmark. */}
        <Modal.Header {...{ component: "div" }}>
          <Modal.Title>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** "Lost the e-mail? Find my application": the way to a personal link again. */
function FindApplicationNote({ text }: { text: string }) {
  return (
    <Text size="sm">
      {text}{" "}
      <Anchor renderRoot={(props) => <Link to={findApplicationLink.to} {...props} />} inherit>
        {findApplicationLink.label}
      </Anchor>
    </Text>
  );
}

export function SlotTakenDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Dialog opened={opened} onClose={onClose} title={APPLICATION_MESSAGES.slotTakenTitle}>
      <Stack>
        <Text>{APPLICATION_MESSAGES.slotTaken}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Choose Different Time Slot</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

export interface SuccessInfo {
  message: string;
  emailSent: boolean;
  email: string;
  /** "APP-000042", to quote when writing to the staff. */
  reference: string | null;
  booking: AssessmentBooking | null;
}

export function SuccessDialog({
  success,
  onClose,
}: {
  success: SuccessInfo | null;
  onClose: () => void;
}) {
  const { supportEmail } = publicConfig;
  return (
    <Dialog opened={success !== null} onClose={onClose} title="Application Submitted">
      {success && (
        <Stack>
          <Text fw={600}>{success.message}</Text>
          {success.reference && (
            <ReferenceNote reference={success.reference} testId="application-reference" />
          )}
          {success.booking && <BookedAssessment booking={success.booking} />}
          {success.emailSent ? (
            <Text>
              A confirmation e-mail has been sent to <strong>{success.email}</strong>.
            </Text>
          ) : (
            <Alert color="yellow" title="Confirmation e-mail not sent" role="status">
              We could not send the confirmation e-mail to {success.email}. Your application was
              received; if you have questions, please contact us at{" "}
              <Anchor href={`mailto:${supportEmail}`} inherit>
                {supportEmail}
              </Anchor>
              .
            </Alert>
          )}
          <FindApplicationNote text={applicantPageNotes.afterSubmit} />
          <Group justify="flex-end">
            <Button onClick={onClose}>Got it!</Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}

export interface ErrorInfo {
  text: string;
  detail?: string | undefined;
}

/**
 * The final refusal of a second application by one address: the spec's dialog (ERR-14, ERR-16,
 * Try Again), plus what to do instead, since trying again cannot succeed: the server has mailed
 * the existing application's reference to that address, or another address can be used.
 */
export function DuplicateDialog({
  email,
  onOtherEmail,
  onClose,
}: {
  email: string | null;
  onOtherEmail: () => void;
  onClose: () => void;
}) {
  const { supportEmail } = publicConfig;
  return (
    <Dialog opened={email !== null} onClose={onClose} title="Application Error">
      <Stack>
        <Text>{APPLICATION_MESSAGES.duplicate}</Text>
        <Text size="sm">
          We have e-mailed <strong>{email}</strong> the reference of that application: you do not
          need to apply or pay again. To change it, write to us at{" "}
          <Anchor href={`mailto:${supportEmail}`} inherit>
            {supportEmail}
          </Anchor>{" "}
          quoting that reference.
        </Text>
        <FindApplicationNote text={applicantPageNotes.duplicate} />
        <Text size="sm">{APPLICATION_MESSAGES.failedHint}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onOtherEmail}>
            Use Another E-mail
          </Button>
          <Button onClick={onClose}>Try Again</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

export function ErrorDialog({ error, onClose }: { error: ErrorInfo | null; onClose: () => void }) {
  return (
    <Dialog opened={error !== null} onClose={onClose} title="Application Error">
      {error && (
        <Stack>
          <Text>{error.text}</Text>
          {error.detail && error.detail !== error.text && (
            <Text size="sm" c="dimmed">
              {error.detail}
            </Text>
          )}
          <Text size="sm">{APPLICATION_MESSAGES.failedHint}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Try Again</Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
