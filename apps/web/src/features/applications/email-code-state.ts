import type { Dispatch, SetStateAction } from "react";
import type { ApplicationForm } from "./types";

/** What step 2 shows instead of its fields, once Next asked for a code. */
export type CodePhase =
  | { kind: "code"; message: string; resent: boolean }
  | { kind: "unchecked"; message: string }
  | { kind: "applied"; message: string; reference: string; link: string };

/** The hook's state, which the actions (email-code-actions.ts) read and set. */
export interface EmailCodeState {
  form: ApplicationForm;
  onClosed: (message: string) => void;
  phase: CodePhase | null;
  pending: boolean;
  code: string;
  setPhase: Dispatch<SetStateAction<CodePhase | null>>;
  setPending: Dispatch<SetStateAction<boolean>>;
  setCode: Dispatch<SetStateAction<string>>;
  setCodeError: Dispatch<SetStateAction<string | null>>;
  setCodeFocus: Dispatch<SetStateAction<number>>;
}
