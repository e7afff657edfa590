import { lazy, Suspense, useEffect, useState } from "react";

// Only the staff console shows notifications, so their code (and react-transition-group) stays
// out of the first page: the host loads after the page has mounted. Calls made before it is
// there wait in the notifications store and show once it mounts. Mounting after hydration
// also keeps the server-rendered HTML and the first client render the same.
const NotificationsHost = lazy(() =>
  import("./notifications-host").then((module) => ({ default: module.NotificationsHost })),
);

export function LazyNotifications() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}
