import { type ReactNode, useRef, useState } from "react";
import { AppModal } from "../layout/app-modal";

// The dialogs of the applicant's page. Closing one without acting (Escape, the close button,
// its "keep" button) puts the focus back on the button that opened it; an action that succeeds
// closes it and the page's outcome message takes the focus instead. Mantine's own focus return
// is off: it would pull the focus back from that message.

export function useApplicantDialog() {
  const openedBy = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const [session, setSession] = useState(0);
  return {
    opened,
    /** Counts the openings: the dialog's form, keyed by it, starts afresh each time. */
    session,
    /** The ref of the button that opens the dialog. */
    openedBy,
    open: () => {
      setSession((n) => n + 1);
      setOpened(true);
    },
    /** Closed after an action: the outcome message takes the focus. */
    close: () => setOpened(false),
    /** Closed without acting: the focus goes back to the button that opened it. */
    dismiss: () => {
      setOpened(false);
      openedBy.current?.focus();
    },
  };
}

export type ApplicantDialogState = ReturnType<typeof useApplicantDialog>;

export function ApplicantDialog({
  dialog,
  title,
  children,
}: {
  dialog: ApplicantDialogState;
  title: string;
  children: ReactNode;
}) {
  return (
    <AppModal
      opened={dialog.opened}
      onClose={dialog.dismiss}
      returnFocus={false}
      centered
      title={title}
    >
      {children}
    </AppModal>
  );
}
