import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";

/** One stack for the staff console; the theme's Notification defaults make each accessible. */
export function NotificationsHost() {
  return <Notifications position="top-right" zIndex={1000} />;
}
