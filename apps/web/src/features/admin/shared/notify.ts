import { notifications } from "@mantine/notifications";
import { messageOf } from "@/lib/data/trpc";

// The one way the staff console reports the result of an action: a notification in the top-right
// corner (mounted once by the console's layout; the close button's name and the text contrast come from the
// theme). Success is a polite status that goes away; an error is an alert that stays until closed,
// because the admin has to read why nothing changed.

const SUCCESS_MS = 6000;
const FALLBACK = "Something went wrong. Please try again.";

export const notifySuccess = (title: string, message: string) =>
  notifications.show({
    title,
    message,
    color: "teal.9",
    role: "status",
    autoClose: SUCCESS_MS,
    withBorder: true,
  });

/** `messageOrError`: the text to show, or the failure whose server message is shown. */
export const notifyError = (title: string, messageOrError: unknown) =>
  notifications.show({
    title,
    message:
      typeof messageOrError === "string" ? messageOrError : messageOf(messageOrError, FALLBACK),
    color: "red.9",
    role: "alert",
    autoClose: false,
    withBorder: true,
  });
