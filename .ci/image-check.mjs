// What .ci/image checks over HTTP against the running image, as an applicant and staff see it:
//
//   node .ci/image-check.mjs live <base-url>            waits for GET /api/health/live → 200
//   node .ci/image-check.mjs apply-and-read <base-url>  an application with a PNG proof of
//     payment, then staff sign in (ADMIN_EMAIL, ADMIN_PASSWORD), find it and read the proof back
//   node .ci/image-check.mjs create-db|drop-db <postgres-url>  a throwaway database on the server
//
// Each step prints one line; the first failure ends the run with exit code 1. Runs on Node 20+
// (fetch, FormData, File) with the repo's node_modules for Postgres.

import { randomUUID } from "node:crypto";

/** A 1×1 PNG: what the applicant sends as proof of payment. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const [command, target] = process.argv.slice(2);

function fail(message) {
  console.error(`FAIL ${message}`);
  process.exit(1);
}

function step(message) {
  console.log(`ok   ${message}`);
}

async function expectStatus(res, status, what) {
  if (res.status !== status) fail(`${what}: HTTP ${res.status} ${await res.text()}`);
}

async function live(base) {
  const deadline = Date.now() + 90_000;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/api/health/live`);
      if (res.status === 200) {
        step(`GET /api/health/live → 200 ${JSON.stringify(await res.json())}`);
        return;
      }
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fail(`GET /api/health/live: ${last} after 90 s`);
}

/** The first free assessment slot of `round`, as the application form offers it. */
async function freeSlot(base, round) {
  const dates = await fetch(`${base}/api/assessments/available-dates/${round}`);
  await expectStatus(dates, 200, "GET /api/assessments/available-dates");
  const [day] = (await dates.json()).data.available_dates;
  if (!day) fail(`no free assessment day in ${round}`);
  const slots = await fetch(`${base}/api/assessments/available-slots/${round}/${day}`);
  await expectStatus(slots, 200, "GET /api/assessments/available-slots");
  const [slot] = (await slots.json()).data.available_time_slots;
  if (!slot) fail(`no free assessment slot in ${round} on ${day}`);
  step(`a free assessment slot in ${round} on ${day}`);
  return slot.id;
}

async function applyAndRead(base) {
  const round = "round-3";
  const email = `image-check-${randomUUID().slice(0, 8)}@example.com`;
  const form = new FormData();
  const fields = {
    trainingCourse: round,
    assessmentSlot: await freeSlot(base, round),
    secondLanguage: "Arabic",
    fullName: "Layla Hassan",
    countryCode: "EG",
    phoneNumber: "+201001234567",
    email,
    selectedCountry: "Egypt",
    selectedCity: "Cairo",
    occupation: "student",
    interests: JSON.stringify(["Want to earn extra income"]),
    jobReferrals: "yes",
    hearAbout: "facebook",
    paymentPlan: "full-payment",
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("paymentScreenshot", new File([PNG], "payment.png", { type: "image/png" }));
  const applied = await fetch(`${base}/api/trainings/apply`, { method: "POST", body: form });
  await expectStatus(applied, 201, "POST /api/trainings/apply");
  const { data } = await applied.json();
  step(`POST /api/trainings/apply (multipart, ${PNG.length}-byte PNG) → 201 ${data.reference}`);

  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  });
  await expectStatus(login, 200, "POST /api/auth/login");
  const staff = { authorization: `Bearer ${(await login.json()).data.token}` };
  step("POST /api/auth/login (the first admin) → 200");

  const list = await fetch(`${base}/api/trainings?email=${encodeURIComponent(email)}`, {
    headers: staff,
  });
  await expectStatus(list, 200, "GET /api/trainings");
  const found = (await list.json()).data.applications ?? [];
  const application = found.find((item) => item.email === email);
  if (!application) fail(`GET /api/trainings: the application is not listed (${found.length})`);
  step(`GET /api/trainings?email= → 200, the application, status ${application.applicationStatus}`);

  const proof = await fetch(`${base}/api${application.paymentScreenshot}`, { headers: staff });
  await expectStatus(proof, 200, `GET /api${application.paymentScreenshot}`);
  const bytes = Buffer.from(await proof.arrayBuffer());
  if (!bytes.equals(PNG)) fail(`the proof read back differs (${bytes.length} bytes)`);
  step(
    `GET /api${application.paymentScreenshot} → 200 ${proof.headers.get("content-type")}, the same ${bytes.length} bytes`,
  );
}

/** The Postgres server of `url`, and the database name at its end. */
async function onServer(url, run) {
  const { default: postgres } = await import("postgres");
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) fail(`unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const sql = postgres(admin.href, { max: 1, onnotice: () => {} });
  try {
    await run(sql, name);
  } finally {
    await sql.end();
  }
}

switch (command) {
  case "live":
    await live(target);
    break;
  case "apply-and-read":
    await applyAndRead(target);
    break;
  case "create-db":
    await onServer(target, async (sql, name) => {
      await sql.unsafe(`DROP DATABASE IF EXISTS ${name}`);
      await sql.unsafe(`CREATE DATABASE ${name}`);
      step(`database ${name} created`);
    });
    break;
  case "drop-db":
    await onServer(target, async (sql, name) => {
      await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      step(`database ${name} dropped`);
    });
    break;
  default:
    fail(`unknown command ${command}`);
}
