import { useState } from "react";
import type { CodePhase, EmailCodeState } from "./email-code-state";
import type { ApplicationForm } from "./types";

// Step 2's e-mail code (decision 0009). Next on a complete step 2 asks the server to mail a
// code to the address, then asks for it; the right code says whether the address has applied
// to the course: if so the step shows the way to its page and goes no further, else the form
// moves on and remembers the check in its draft. When no code can be sent or checked (no mail
// server, a fault), the step says so and Next goes on: the submission's 409 stays the backstop.

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

  const state: EmailCodeState = {
    form,
    onClosed,
    phase,
    pending,
    code,
    setPhase,
    setPending,
    setCode,
    setCodeError,
    setCodeFocus,
  };
  // The actions' code comes with the form's calls, when step 2's Next is first pressed.
  const actions = () =>
    import("./email-code-actions").then(({ emailCodeActions }) => emailCodeActions(state));

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
    /** The wizard's Next on step 2 (its fields valid): true lets the form move on. */
    beforeNext: async () => (await actions()).beforeNext(),
    resend: () => void actions().then((act) => act.send(true)),
    /** Back to step 2's fields (another address, or leaving the step). */
    reset: () => {
      setPhase(null);
      setCode("");
      setCodeError(null);
    },
  };
}

export type EmailCode = ReturnType<typeof useEmailCode>;
