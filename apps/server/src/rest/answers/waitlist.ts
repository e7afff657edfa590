import { z } from "zod";
import { dateTime, pagination } from "./common";

export const waitlistJoined = z.object({ joined: z.literal(true) });

export const waitlistEntry = z
  .object({
    id: z.int(),
    email: z.string(),
    createdAt: dateTime,
    mailedAt: dateTime.nullable().meta({
      description: "When the 'applications are open' e-mail was queued; null while it waits",
    }),
  })
  .meta({ id: "WaitlistEntry" });

export const waitlistPage = z.object({
  entries: z.array(waitlistEntry),
  waiting: z.int(),
  mailed: z.int(),
  pagination,
});
