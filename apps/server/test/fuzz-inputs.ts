import fc from "fast-check";

// Hostile and random inputs for the fuzz test: the shapes an attacker or a broken client sends.

/** Runs per route or procedure: a quick pass in `npm test`, FUZZ_RUNS=1000 for a long one. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS) || 25;

export const HOSTILE_STRINGS = [
  "",
  " ",
  "' or 1=1 --",
  "'; drop table applications; --",
  '" OR ""="',
  "1; SELECT pg_sleep(1)",
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "....//....//etc/passwd",
  "/dev/zero",
  "__proto__",
  "constructor",
  "prototype",
  "\u0000",
  "a\u0000b",
  "\u202Eevil\u202C",
  "مرحبا بالعالم",
  "👩🏽‍⚕️🩺",
  "\uD800",
  "\uDFFF\uD800",
  "\r\nSet-Cookie: x=1",
  "<script>alert(1)</script>",
  "=cmd|' /C calc'!A0",
  "$" + "{7*7}{{7*7}}", // a template injection probe
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1.5",
  "1e308",
  "99999999999999999999",
  "2147483648",
  "9999-99-99",
  "2024-02-30",
  "0000-00-00",
  "round-3",
  "00000000-0000-0000-0000-000000000000",
  "true",
  "null",
  "[]",
  "{}",
  "x".repeat(5000),
];

/**
 * One step from valid, where a pattern check passes and a later one must not fail (decision 0008):
 * impossible calendar days, ids past Postgres's integer, signs, exponents and leading zeros.
 */
export const NEAR_VALID = [
  "2026-13-45",
  "2026-02-30",
  "2026-02-29",
  "2026-00-10",
  "2026-12-00",
  "0000-01-01",
  "2026-2-3",
  "02026-01-01",
  "3e9",
  "-0",
  "+1",
  "007",
  "0x10",
  "1e1",
  " 1",
  "1.0",
  "2147483647",
  "2147483648",
  "-2147483649",
];

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** A near-valid value, or a YYYY-MM-DD whose month and day may be out of range. */
export const nearValid = fc.oneof(
  fc.constantFrom(...NEAR_VALID),
  fc
    .tuple(fc.nat(9999), fc.nat(99), fc.nat(99))
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
);

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: nearValid },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  // Any code unit: NUL bytes, control characters and lone surrogates.
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom("\u0000", "'", '"', "\\", "/", ".") }),
  },
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    1e308,
    -1e308,
    -1,
    0,
    -0,
    1.5,
    2 ** 31,
    3e9,
    2 ** 53 + 2,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double(),
);

/** Field names of the forms, so that some random objects get past the first checks. */
const FIELD_NAMES = [
  "email",
  "password",
  "name",
  "fullName",
  "subject",
  "message",
  "state",
  "status",
  "notes",
  "applicantMessage",
  "id",
  "round",
  "course",
  "date",
  "slotId",
  "page",
  "limit",
  "search",
  "role",
  "type",
  "path",
  "capacity",
  "startsAt",
  "__proto__",
  "constructor",
  "prototype",
];

const key = fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 }));

const leaf = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);

/** Any JSON-ish value, nested a few levels: arrays where objects belong and the reverse. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.dictionary(key, tie("value"), { maxKeys: 5 }),
})).value;

/** A valid sample with one field replaced, removed or added: reaches past the first checks. */
export function mutated(sample: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(sample);
  // Mostly a field of the sample, mostly a value one step from valid or any hostile one.
  const field = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...keys) },
    { weight: 1, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  );
  const value = fc.oneof(
    { weight: 1, arbitrary: nearValid },
    { weight: 1, arbitrary: nearValid.map(Number) },
    { weight: 3, arbitrary: fc.option(hostileValue, { nil: undefined }) },
  );
  return fc.tuple(field, value).map(([field, value]) => {
    const copy: Record<string, unknown> = { ...sample };
    // defineProperty: a `__proto__` key stays an own property, as JSON.parse would make it.
    Object.defineProperty(copy, field, { value, enumerable: true, writable: true });
    return copy;
  });
}

/** Deeply nested arrays: parsers that recurse must not fall over. */
const deepNesting = fc
  .integer({ min: 500, max: 5000 })
  .map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`);

export const RAW_BODIES = [
  "",
  "{",
  "{not json",
  "null",
  "[]",
  "1e999",
  '"\\ud800"',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":{"__proto__":{"polluted":"yes"}},"prototype":{"polluted":"yes"}}',
  '{"email":"a@b.co","email":"x"}',
  "\u0000\u0000",
  "\uFEFF{}",
];

/** A JSON request body: hostile JSON, a mutated sample, malformed text, deep nesting, huge. */
export function jsonBody(sample?: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? "") },
    ...(sample ? [{ weight: 6, arbitrary: mutated(sample).map((v) => JSON.stringify(v)) }] : []),
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
    { weight: 1, arbitrary: deepNesting },
    // Over every JSON limit: the body limits answer 413.
    { weight: 1, arbitrary: fc.constant(JSON.stringify({ message: "x".repeat(150_000) })) },
  );
}

export const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=nope",
  "multipart/form-data",
  "application/xml",
  "",
];

/** Percent-encoding that survives lone surrogates (they become U+FFFD, as a browser sends). */
const encode = (s: string) =>
  encodeURIComponent(
    s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD"),
  );

/** Path parameter values: traversal, SQL, unicode, out-of-range numbers, encoded or raw. */
export const pathParam = fc.oneof(
  hostileString.map((s) => encode(s).slice(0, 2000)),
  // Raw escapes: traversal, NUL, a lone surrogate's bytes, a cut-off sequence.
  fc.constantFrom(
    "..%2f..%2fetc%2fpasswd",
    "%2e%2e%2f",
    "..%5c..%5c",
    "%00",
    "%ED%A0%80",
    "%E0%A4%A",
    "1%20or%201=1",
  ),
  hostileNumber.map(String),
  nearValid.map(encode),
);

/** A query string of random and known keys with hostile values (repeated keys included). */
export const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          "page",
          "limit",
          "search",
          "status",
          "round",
          "state",
          "download",
          "entry_date",
          "days",
        ),
        key,
      ),
      fc.oneof(hostileString, hostileNumber.map(String), nearValid),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&"));

/** Multipart forms: a mutated valid form, odd parts (files where text belongs, odd names). */
export function multipartBody(sample: Record<string, string>, fileFields: string[]) {
  const fileName = fc.constantFrom(
    "pay.png",
    "../../etc/passwd",
    "a\u0000.png",
    'x"; name="email.png',
    "\r\nContent-Type: text/html",
    "é".repeat(300),
    "",
  );
  const bytes = fc.oneof(
    fc.uint8Array({ maxLength: 64 }),
    fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    fc.constant(new TextEncoder().encode("%PDF-1.4\n%%EOF")),
  );
  const part = fc.oneof(
    hostileString.map((s) => ({ kind: "text" as const, s })),
    fc.tuple(bytes, fileName).map(([b, n]) => ({ kind: "file" as const, b, n })),
  );
  return fc
    .tuple(
      fc.constantFrom(...Object.keys(sample), ...fileFields, ...FIELD_NAMES),
      part,
      fc.boolean(),
    )
    .map(([field, value, duplicate]) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(sample)) if (k !== field || duplicate) form.set(k, v);
      const blob =
        value.kind === "text" ? value.s : new File([value.b], value.n, { type: "image/png" });
      if (duplicate) form.append(field, blob);
      else form.set(field, blob);
      return form;
    });
}

/** A request body with a claimed multipart type that does not follow it. */
export const brokenMultipart = fc.constantFrom(
  { type: "multipart/form-data; boundary=X", body: "garbage" },
  {
    type: "multipart/form-data; boundary=X",
    body: "--X\r\nContent-Disposition: form-data\r\n\r\nv\r\n--X--",
  },
  {
    type: "multipart/form-data; boundary=X",
    body: '--X\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"polluted":"yes"}\r\n--X--\r\n',
  },
  {
    type: "multipart/form-data; boundary=X",
    body: '--X\r\nContent-Disposition: form-data; name="email"\r\n\r\nunterminated',
  },
  { type: "multipart/form-data", body: "--\r\n\r\n" },
  { type: "multipart/form-data; boundary=", body: "" },
);
