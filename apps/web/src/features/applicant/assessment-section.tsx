import { type ApplicantPage, EGYPT_TIME_ZONE, egyptTimeLabel } from "@kairos/shared";
import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { applicantPageTexts, applicantSections, bookingTexts } from "@/content/applicant";
import { publicConfig } from "@/lib/data/config";
import { messageOf, trpc } from "@/lib/data/trpc";
import { visitorTimeLabel } from "@/lib/format/time-zone";
import { BookedAssessment } from "../applications/booked-assessment";
import { ApplicantDialog, type ApplicantDialogState, useApplicantDialog } from "./applicant-dialog";
import { useApplicant, useReadAgain } from "./applicant-state";
import { FocusAlert } from "./focus-alert";
import { SlotForm } from "./slot-form";

// The applicant's assessment: the booked one, with its reschedule and cancel up to the
// cut-off, or booking one when there is none.

type Booking = NonNullable<ApplicantPage["booking"]>;

/** A failed call as SlotForm and the dialogs show it: the server's message, keyed by its time. */
const failureOf = (mutation: { error: unknown; submittedAt: number }) =>
  mutation.error
    ? {
        key: mutation.submittedAt,
        text: messageOf(mutation.error, applicantPageTexts.actionFailed),
      }
    : null;

const SupportLink = () => (
  <Anchor href={`mailto:${publicConfig.supportEmail}`} inherit>
    {publicConfig.supportEmail}
  </Anchor>
);

function RescheduleForm({ dialog, booking }: { dialog: ApplicantDialogState; booking: Booking }) {
  const { token, took } = useApplicant();
  const readAgain = useReadAgain(token);
  const local = visitorTimeLabel(new Date(booking.startsAt), EGYPT_TIME_ZONE);
  const move = useMutation(
    trpc.applicant.reschedule.mutationOptions({
      onSuccess: (answer) => {
        dialog.close();
        took(answer);
      },
      onError: readAgain,
    }),
  );
  return (
    <Stack>
      <Text>
        Your current time: <strong>{egyptTimeLabel(new Date(booking.startsAt))}</strong>
        {local && ` (${local} your time)`}.
      </Text>
      <SlotForm
        intro={<Text>{bookingTexts.rescheduleIntro}</Text>}
        exceptId={booking.slotId}
        submitLabel={bookingTexts.rescheduleConfirm}
        pending={move.isPending}
        failure={failureOf(move)}
        onSubmit={(slotId) => move.mutate({ token, slotId })}
        empty={<Text>{bookingTexts.noOtherSlots}</Text>}
        secondary={
          <Button variant="default" onClick={dialog.dismiss}>
            {bookingTexts.keepTime}
          </Button>
        }
      />
    </Stack>
  );
}

function CancelForm({ dialog }: { dialog: ApplicantDialogState }) {
  const { token, took } = useApplicant();
  const readAgain = useReadAgain(token);
  const cancel = useMutation(
    trpc.applicant.cancel.mutationOptions({
      onSuccess: (answer) => {
        dialog.close();
        took(answer);
      },
      onError: readAgain,
    }),
  );
  const failure = failureOf(cancel);
  return (
    <Stack>
      <Text>{bookingTexts.cancelQuestion}</Text>
      {failure && (
        <FocusAlert kind="error" focusKey={failure.key}>
          {failure.text}
        </FocusAlert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={dialog.dismiss} data-autofocus>
          {bookingTexts.keepBooking}
        </Button>
        <Button color="red.9" loading={cancel.isPending} onClick={() => cancel.mutate({ token })}>
          {bookingTexts.cancelConfirm}
        </Button>
      </Group>
    </Stack>
  );
}

function BookedSection({ booking }: { booking: Booking }) {
  const { page } = useApplicant();
  const reschedule = useApplicantDialog();
  const cancel = useApplicantDialog();
  const until = egyptTimeLabel(new Date(booking.changeableUntil));
  const pastCutoff = new Date(booking.changeableUntil).getTime() <= Date.now();
  return (
    <section aria-labelledby="assessment-title">
      <Title order={2} id="assessment-title" mb="sm">
        {applicantSections.assessment}
      </Title>
      <Stack gap="md">
        <BookedAssessment
          booking={{
            startsAt: new Date(booking.startsAt),
            roundName: page.round.name,
            calendar: booking.calendar,
          }}
        />
        {booking.changeable ? (
          <>
            <Text>{bookingTexts.changeUntil(until)}</Text>
            <Group gap="sm">
              <Button ref={reschedule.openedBy} onClick={reschedule.open}>
                {bookingTexts.reschedule}
              </Button>
              <Button ref={cancel.openedBy} variant="default" onClick={cancel.open}>
                {bookingTexts.cancel}
              </Button>
            </Group>
          </>
        ) : (
          <Text>
            {pastCutoff ? bookingTexts.tooLate(until) : bookingTexts.writeToChange} <SupportLink />.
          </Text>
        )}
      </Stack>
      {/* Each opening starts afresh: no choice or refusal left from the last one. */}
      <ApplicantDialog dialog={reschedule} title={bookingTexts.rescheduleTitle}>
        <RescheduleForm key={reschedule.session} dialog={reschedule} booking={booking} />
      </ApplicantDialog>
      <ApplicantDialog dialog={cancel} title={bookingTexts.cancelTitle}>
        <CancelForm key={cancel.session} dialog={cancel} />
      </ApplicantDialog>
    </section>
  );
}

function BookSection() {
  const { token, page, took } = useApplicant();
  const readAgain = useReadAgain(token);
  const book = useMutation(
    trpc.applicant.book.mutationOptions({
      onSuccess: took,
      onError: readAgain,
    }),
  );
  const notify = useMutation(
    trpc.applicant.notifySlots.mutationOptions({
      onSuccess: (answer) => took(answer),
      onError: readAgain,
    }),
  );
  const notifyFailure = failureOf(notify);
  return (
    <section aria-labelledby="book-title">
      <Title order={2} id="book-title" mb="sm">
        {applicantSections.book}
      </Title>
      <Stack gap="md">
        <SlotForm
          intro={<Text>{bookingTexts.bookIntro}</Text>}
          submitLabel={bookingTexts.bookConfirm}
          pending={book.isPending}
          failure={failureOf(book)}
          onSubmit={(slotId) => book.mutate({ token, slotId })}
          empty={
            <Stack gap="sm" align="flex-start">
              <Text>{bookingTexts.noSlots}</Text>
              {page.notifySlots ? (
                <Text fw={600}>{bookingTexts.notifying}</Text>
              ) : (
                <Button loading={notify.isPending} onClick={() => notify.mutate({ token })}>
                  {bookingTexts.notify}
                </Button>
              )}
              {notifyFailure && (
                <FocusAlert kind="error" focusKey={notifyFailure.key}>
                  {notifyFailure.text}
                </FocusAlert>
              )}
            </Stack>
          }
        />
      </Stack>
    </section>
  );
}

/** The assessment part of the page: none for an application that cannot book. */
export function AssessmentSection() {
  const { page } = useApplicant();
  if (page.booking) return <BookedSection booking={page.booking} />;
  if (page.canBook) return <BookSection />;
  return null;
}
