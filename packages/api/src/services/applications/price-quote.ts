import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { type Db, settings } from "@kairos/db";
import { addCalendarDays, egyptToday } from "@kairos/shared";
import { eq } from "drizzle-orm";

// The signed price quote (GAP-25, decision 0030). The public configuration carries, for the next
// cohort, `<round>.<day>.<signature>`: "the prices of <round> as they were on <day> (Egypt
// time)". The form sends it back with the total it showed, and the server charges the prices of
// that day while the quote is valid (that day and the next), so an applicant who saw the
// early-bird price before midnight on the deadline pays it even if they submit after. The
// signature (HMAC-SHA256 with a secret the database keeps, the same in every process) makes a
// quote for another day or round worthless; the quote carries no amounts, so a price changed in
// Settings meanwhile is still refused (409 PRICE_CHANGED, decision 0014). The same quote is
// minted all day, so the configuration, and the pages rendered with it, change once a day.

/** The settings row that holds the signing secret (created on first use, never shown). */
const SECRET_KEY = "price-quote-secret";
/** A quote works on its day and the next (Egypt time): 24 to 48 hours. */
const VALID_DAYS = 1;

const secrets = new WeakMap<Db, Promise<Buffer>>();

async function loadSecret(db: Db): Promise<Buffer> {
  // Two processes starting at once: the first insert wins, both read the same row.
  await db
    .insert(settings)
    .values({ key: SECRET_KEY, value: { secret: randomBytes(32).toString("hex") } })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SECRET_KEY));
  const secret = (row?.value as { secret?: unknown } | undefined)?.secret;
  if (typeof secret !== "string") throw new Error("price quote secret missing");
  return Buffer.from(secret, "hex");
}

function secretOf(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

const sign = (secret: Buffer, body: string) =>
  createHmac("sha256", secret).update(body).digest("base64url");

/** The quote of `roundId`'s prices on `day` (YYYY-MM-DD, Egypt time). */
export async function mintPriceQuote(db: Db, roundId: string, day: string): Promise<string> {
  const body = `${roundId}.${day}`;
  return `${body}.${sign(await secretOf(db), body)}`;
}

/**
 * The day whose prices `quote` holds for `roundId`, when it is genuine, of that round and still
 * valid on `now`; null otherwise (forged, another round's, expired, malformed).
 */
export async function quotedDay(
  db: Db,
  quote: string | undefined,
  roundId: string,
  now = new Date(),
): Promise<string | null> {
  const match = quote ? /^(round-\d{1,4})\.(\d{4}-\d{2}-\d{2})\.([\w-]{43})$/.exec(quote) : null;
  if (!match) return null;
  const [, round, day, signature] = match as unknown as [string, string, string, string];
  if (round !== roundId) return null;
  const expected = Buffer.from(sign(await secretOf(db), `${round}.${day}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const today = egyptToday(now);
  // Not yet valid (a day ahead) or past its last day: the current price decides.
  if (day > today || addCalendarDays(day, VALID_DAYS) < today) return null;
  return day;
}
