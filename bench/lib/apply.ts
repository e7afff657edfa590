// The applicant of the booking benches: a complete application (the server tests' valid fields
// and their real 1×1 PNG, since the upload check reads magic bytes) booking `slotId`.
import { APPLICATION_FIELDS, PNG } from "../../apps/server/test/forms";

export { PNG };

/** POSTs applicant `i`'s application to `baseUrl`; its status, or 599 for a failed connection. */
export async function apply(
  baseUrl: string,
  i: number,
  slotId: number,
  headers: Record<string, string> = {},
): Promise<number> {
  const form = new FormData();
  const fields: Record<string, string> = {
    ...APPLICATION_FIELDS,
    fullName: `Bench Applicant ${i}`,
    email: `bench-${i}@example.com`,
    assessmentSlot: String(slotId),
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set("paymentScreenshot", new File([PNG], "pay.png", { type: "image/png" }));
  try {
    const res = await fetch(`${baseUrl}/api/trainings/apply`, {
      method: "POST",
      body: form,
      headers,
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 599; // the connection failed: counted as a server error
  }
}
