import { ScreenshotModal } from "@/features/admin/shared/screenshot";
import type { ApplicationDto } from "@/features/admin/shared/types";
import { DeleteModal, NotesModal, RevokeLinksModal, StatusModal } from "../dialogs";

/** The list's dialogs, opened on the application's page. */
export type PageDialog = {
  kind: "status" | "notes" | "screenshot" | "delete" | "revoke-links";
} | null;

/** The dialog open on the page, if any, acting on `app` (the same dialogs as the list's). */
export function PageDialogs({
  app,
  dialog,
  isAdmin,
  onClose,
  onDeleted,
}: {
  app: ApplicationDto;
  dialog: PageDialog;
  isAdmin: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const when = (kind: NonNullable<PageDialog>["kind"]) => (dialog?.kind === kind ? app : null);
  return (
    <>
      <StatusModal app={when("status")} onClose={onClose} />
      <NotesModal app={when("notes")} onClose={onClose} />
      <ScreenshotModal app={when("screenshot")} onClose={onClose} />
      <RevokeLinksModal app={when("revoke-links")} onClose={onClose} />
      {isAdmin && <DeleteModal app={when("delete")} onClose={onClose} onDeleted={onDeleted} />}
    </>
  );
}
