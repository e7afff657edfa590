import type { ActionAnswer } from "./applicant-state";

// A proof of payment goes as multipart, to the REST route (tRPC carries JSON only):
// POST /api/application/<token>/payment-screenshot (a new one while the payment is pending) or
// /installment-proof (a later installment's), answered in the REST envelope.

export type ProofRoute = "payment-screenshot" | "installment-proof";

interface Envelope {
  success?: unknown;
  message?: unknown;
  data?: unknown;
  errors?: Record<string, unknown>;
}

/** The server refused the file itself (its kind, its size): said at the file's field. */
export class FileRefused extends Error {}

/** The server's answer, or an Error with its message (`fallback` when it gave none). */
export async function sendNewProof(
  token: string,
  file: File,
  fallback: string,
  route: ProofRoute = "payment-screenshot",
): Promise<ActionAnswer> {
  const body = new FormData();
  body.append("paymentScreenshot", file);
  let answer: Envelope | null;
  let ok: boolean;
  try {
    const res = await fetch(`/api/application/${encodeURIComponent(token)}/${route}`, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    ok = res.ok;
    answer = (await res.json().catch(() => null)) as Envelope | null;
  } catch {
    throw new Error(fallback);
  }
  if (ok && answer?.success === true && answer.data) return answer.data as ActionAnswer;
  const onFile = answer?.errors?.paymentScreenshot;
  if (typeof onFile === "string" && onFile) throw new FileRefused(onFile);
  throw new Error(
    typeof answer?.message === "string" && answer.message ? answer.message : fallback,
  );
}
