import { EMAIL_CODE_TEXTS } from "@/content/email-code";
import type { EmailCodeState } from "./email-code-state";
import { loadCalls } from "./form-data";
import { comparableEmail, emailChecked, emailCodeRefusal } from "./steps";

// What step 2's e-mail code does (decision 0009), loaded with the form's calls when it is first
// needed, not with the form's first step: see use-email-code.ts.

export function emailCodeActions(state: EmailCodeState) {
  const { form, onClosed, phase, pending, code } = state;
  const { setPhase, setPending, setCode, setCodeError, setCodeFocus } = state;
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
      } else if (emailCodeRefusal(answer) === "closed") {
        setPhase(null);
        onClosed(answer.message);
      } else if (emailCodeRefusal(answer) === "fields") {
        // The address or the course refused: step 2's fields say why.
        setPhase(null);
        form.setErrors(answer.fieldErrors);
      } else {
        setPhase({ kind: "unchecked", message: calls.EMAIL_CODE_MESSAGES.notSent(input.email) });
      }
    } catch {
      // The form's code did not load (the connection dropped): nothing blocks the applicant.
      setPhase({ kind: "unchecked", message: EMAIL_CODE_TEXTS.notAsked });
    } finally {
      setPending(false);
    }
  };

  /** Checks the code typed; true when the form may move on. */
  const verify = async (): Promise<boolean> => {
    const typed = code.replace(/\s/g, "");
    setPending(true);
    try {
      const calls = await loadCalls();
      if (!/^\d{6}$/.test(typed)) {
        setCodeError(calls.EMAIL_CODE_MESSAGES.format);
        setCodeFocus((n) => n + 1);
        return false;
      }
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

  return { beforeNext, send };
}
