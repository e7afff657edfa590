import { z } from "zod";

export const recorded = z.object({
  recorded: z.boolean().meta({ description: "false under Do Not Track or Global Privacy Control" }),
});
export const location = z.object({
  country: z.string(),
  countryCode: z.string(),
  city: z.string(),
  ip: z.string(),
});
export const health = z.object({
  status: z.string(),
  database: z.enum(["ok", "down"]),
});
