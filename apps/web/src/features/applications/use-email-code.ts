import { EMAIL_CODE_MESSAGES } from "@kairos/shared";
import { useState } from "react";
import { EMAIL_CODE_TEXTS } from "../../content/application";
import { loadCalls } from "./form-data";
import { comparableEmail, emailChecked } from "./steps";
import type { ApplicationForm } from "./types";

// Step 2's e-mail code (decision 0009). Next on a complete step 2 asks the server to mail a
// code to the address, then asks for it; the right code says whether the address has applied
// to the course: if so the step shows the way to its page and goes no further, else the form
// moves on and remembers the check in its draft. When no code can be sent or checked (no mail
// server, a fault), the step says so and Next goes on: the submission's 409 stays the backstop.

/** What step 2 shows instead of its fields, once Next asked for a code. */
export type CodePhase =
  | { kind: "code"; message: string; resent: boolean }
  | { kind: "unchecked"; message: string }
  | { kind: "applied"; message: string; reference: string; link: string };

/**
 * `onClosed`: registration closed while the person filled the form (409, GAP-27), said before the
 * payment steps in the server's words.
 */
export function useEmailCode(form: ApplicationForm, onClosed: (message: string) => void) {
  const [phase, setPhase] = useState<CodePhase | null>(null);
  const [pending, setPending] = useState(false);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  // Bumped when the code field should take the focus again (a refused code).
  const [codeFocus, setCodeFocus] = useState(0);

  const request = () => {
    const { email, trainingCourse } = form.getValues();
    return { email: comparableEmail(email), trainingCourse };
  };

  const remember = (outcome: "confirmed" | "unchecked") => {
    const { email, trainingCourse } = request();
    form.setFieldValue("emailCheck", { email, course: trainingCourse, outcome });
  };

  const send = async (resent: boolean) => {
    const input = request();
    setPending(true);
    try {
      const calls = await loadCalls();
      const answer = await calls.sendEmailCode(input);
      setCode("");
      setCodeError(null);
      if (answer.ok) {
        setPhase(
          answer.data.delivery === "not-sent"
            ? { kind: "unchecked", message: answer.data.message }
            : { kind: "code", message: answer.data.message, resent },
        );
      } else if (answer.status === 409) {
        setPhase(null);
        onClosed(answer.message);
      } else if (answer.status === 400 && Object.keys(answer.fieldErrors).length > 0) {
        // The address or the course refused: step 2's fields say why.
        setPhase(null);
        form.setErrors(answer.fieldErrors);
      } else {
        setPhase({ kind: "unchecked", message: EMAIL_CODE_MESSAGES.notSent(input.email) });
      }
    } catch {
      // The form's code did not load (the connection dropped): nothing blocks the applicant.
      setPhase({ kind: "unchecked", message: EMAIL_CODE_MESSAGES.notSent(input.email) });
    } finally {
      setPending(false);
    }
  };

  /** Checks the code typed; true when the form may move on. */
  const verify = async (): Promise<boolean> => {
    const typed = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(typed)) {
      setCodeError(EMAIL_CODE_MESSAGES.format);
      setCodeFocus((n) => n + 1);
      return false;
    }
    setPending(true);
    try {
      const calls = await loadCalls();
      const answer = await calls.verifyEmailCode({ ...request(), code: typed });
      if (answer.ok) {
        if (!answer.data.applied) {
          remember("confirmed");
          setPhase(null);
          return true;
        }
        const { message, reference, link } = answer.data;
        setPhase({ kind: "applied", message, reference, link });
      } else if (answer.status === 400) {
        // Wrong (with the tries left), expired or used: said at the field.
        setCodeError(answer.fieldErrors.code ?? answer.message);
        setCodeFocus((n) => n + 1);
      } else {
        setPhase({ kind: "unchecked", message: EMAIL_CODE_TEXTS.notChecked });
      }
    } catch {
      setPhase({ kind: "unchecked", message: EMAIL_CODE_TEXTS.notChecked });
    } finally {
      setPending(false);
    }
    return false;
  };

  /** The wizard's Next on step 2 (its fields valid): true lets the form move on. */
  const beforeNext = async (): Promise<boolean> => {
    if (emailChecked(form.getValues())) return true;
    if (pending) return false;
    if (phase === null) {
      await send(false);
      return false;
    }
    if (phase.kind === "unchecked") {
      remember("unchecked");
      setPhase(null);
      return true;
    }
    if (phase.kind === "applied") return false;
    return verify();
  };

  return {
    phase,
    pending,
    code,
    codeError,
    codeFocus,
    setCode: (value: string) => {
      setCode(value);
      setCodeError(null);
    },
    beforeNext,
    resend: () => void send(true),
    /** Back to step 2's fields (another address, or leaving the step). */
    reset: () => {
      setPhase(null);
      setCode("");
      setCodeError(null);
    },
  };
}

export type EmailCode = ReturnType<typeof useEmailCode>;
