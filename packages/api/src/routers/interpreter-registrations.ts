import { interpreterRegistrationsInbox } from "../services/inbox/interpreter-registrations";
import { router } from "../trpc";
import { inboxProcedures } from "./inbox";

/** The registrations' staff inbox; the registration itself is a multipart REST route. */
export const interpreterRegistrationsRouter = router(
  inboxProcedures(interpreterRegistrationsInbox),
);
