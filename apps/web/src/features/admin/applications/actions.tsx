import { Button, Group } from "@mantine/core";
import {
  IconEye,
  IconNotes,
  IconPhoto,
  IconProgressCheck,
  IconTrash,
  type TablerIcon,
} from "@tabler/icons-react";
import type { ApplicationDto } from "../shared/types";

/** What staff can do to one application, from its row in the list or from its page. */
export type ActionKind = "details" | "status" | "notes" | "screenshot" | "delete";

/**
 * An action's button: its word in sight (a phone has no hover for a tooltip), and an accessible
 * name that holds that word and says whose application it acts on.
 */
function ActionButton({
  text,
  label,
  icon: Icon,
  color,
  onClick,
}: {
  text: string;
  label: string;
  icon: TablerIcon;
  color?: string;
  onClick: () => void;
}) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      color={color}
      // Subtle buttons draw their text in Mantine's lighter shade (red.6: 3.3:1 on white); the
      // shade asked for is readable (red.9: 5.9:1).
      c={color}
      leftSection={<Icon size={16} aria-hidden />}
      aria-label={label}
      onClick={onClick}
    >
      {text}
    </Button>
  );
}

/**
 * The application's actions: Details (the list's quick look, when `withDetails`), Status,
 * Notes, Screenshot when there is one, and Delete for admins. An erased application has no
 * one to mail or note about: Status and Notes are not offered (decision 0033).
 */
export function ApplicationActions({
  app,
  isAdmin,
  withDetails = false,
  onAction,
}: {
  app: ApplicationDto;
  isAdmin: boolean;
  withDetails?: boolean;
  onAction: (kind: ActionKind) => void;
}) {
  const name = app.fullName ?? `erased application ${app.id}`;
  const erased = app.erasedAt !== null;
  return (
    <Group gap={2}>
      {withDetails && (
        <ActionButton
          text="Details"
          label={`Details of ${name}`}
          icon={IconEye}
          onClick={() => onAction("details")}
        />
      )}
      {!erased && (
        <ActionButton
          text="Status"
          label={`Change status of ${name}`}
          icon={IconProgressCheck}
          onClick={() => onAction("status")}
        />
      )}
      {!erased && (
        <ActionButton
          text="Notes"
          label={`Edit notes of ${name}`}
          icon={IconNotes}
          onClick={() => onAction("notes")}
        />
      )}
      {app.paymentScreenshot && (
        <ActionButton
          text="Screenshot"
          label={`Payment screenshot of ${name}`}
          icon={IconPhoto}
          onClick={() => onAction("screenshot")}
        />
      )}
      {isAdmin && (
        <ActionButton
          text="Delete"
          label={`Delete application of ${name}`}
          icon={IconTrash}
          color="red.9"
          onClick={() => onAction("delete")}
        />
      )}
    </Group>
  );
}
