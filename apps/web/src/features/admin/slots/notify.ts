import { notifications } from "@mantine/notifications";
import { messageOf } from "../../../lib/trpc";

// Every change on the slot screen ends in a notification: what happened, or the server's reason.

/** A named close button, and body text darker than Mantine's gray.6 (AA contrast on white). */
const accessible = {
  closeButtonProps: { "aria-label": "Close notification" },
  styles: { description: { color: "var(--mantine-color-gray-8)" } },
};

export const notifySuccess = (message: string) =>
  notifications.show({ ...accessible, title: "Done", message, color: "green.9" });

export const notifyFailure = (error: unknown, fallback: string) =>
  notifications.show({
    ...accessible,
    title: "Not saved",
    message: messageOf(error, fallback),
    color: "red.9",
    autoClose: 8000,
  });
