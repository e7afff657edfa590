import type { UseFormReturnType } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import type { StoredDraft } from "./draft";
import { useSubmissionKey } from "./submission-key";

// The machinery of a multi-step form: the step, Next's check of it, the heading that takes the
// focus on a new step, the draft kept on every change, and the multipart submission.

type StepErrors = Record<string, string>;

export interface WizardOptions<V> {
  form: UseFormReturnType<V>;
  /** The step it opens on: a restored draft's, else 0. */
  initialStep: number;
  /** What keeps the person on `step`; nothing lets them on. */
  stepErrors: (values: V, step: number) => StepErrors;
  /** Whether Next on `step` submits instead of moving on. */
  submitsOn: (step: number) => boolean;
  /** Next on a step that submits; see `send`. */
  submit: () => void;
  /** A step passed its check (before moving on or submitting). */
  onStepDone?: (step: number) => void;
  writeDraft: (draft: StoredDraft<V>) => void;
  clearDraft: () => void;
  /** The first step holding one of the server's field errors, if any does. */
  firstStepOf: (fields: readonly string[]) => number | null;
  /** The submission got no answer (the connection failed). */
  onNetworkFailure: () => void;
  /** Where the new step's heading is scrolled to. */
  scrollBlock: ScrollLogicalPosition;
}

export function useWizard<V>(options: WizardOptions<V>) {
  const { form, stepErrors, writeDraft } = options;
  const [step, setStep] = useState(options.initialStep);
  const [stepInvalid, setStepInvalid] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const submissionKey = useSubmissionKey();
  const finished = useRef(false);
  const { values } = form;

  // A reload brings the person back to the same answers and step, until they are sent.
  useEffect(() => {
    if (!finished.current) writeDraft({ step, values });
  }, [step, values, writeDraft]);

  // Focus the new step's heading, so that keyboard and screen-reader users start there.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { scrollBlock } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: scrollBlock });
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setStepInvalid(false);
    form.clearErrors();
    setStep(next);
  };

  const next = () => {
    const errors = stepErrors(form.getValues(), step);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      setStepInvalid(true);
      return;
    }
    form.clearErrors();
    setStepInvalid(false);
    options.onStepDone?.(step);
    if (options.submitsOn(step)) options.submit();
    else goTo(step + 1);
  };

  /** Runs `work` as the submission: one at a time, and a throw means no answer came. */
  const send = async (work: () => Promise<void>) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      await work();
    } catch {
      options.onNetworkFailure();
    } finally {
      setSubmitting(false);
    }
  };

  /** POSTs the multipart `body`; the answer's JSON is null when it has none. */
  const post = async (url: string, body: FormData) => {
    const res = await fetch(url, {
      method: "POST",
      body,
      headers: { Accept: "application/json", ...submissionKey.headers() },
    });
    submissionKey.answered(res.status);
    const answer: unknown = await res.json().catch(() => null);
    return { status: res.status, answer };
  };

  /** The answers were taken: the draft goes and is not written again. */
  const finish = () => {
    finished.current = true;
    options.clearDraft();
  };

  /** The server's field errors, shown on the first step holding one. */
  const showFieldErrors = (fieldErrors: StepErrors | undefined) => {
    if (!fieldErrors) return;
    const target = options.firstStepOf(Object.keys(fieldErrors));
    if (target !== null && target !== step) goTo(target);
    form.setErrors(fieldErrors);
  };

  return {
    step,
    goTo,
    next,
    stepInvalid,
    submitting,
    heading,
    send,
    post,
    finish,
    showFieldErrors,
  };
}

export type Wizard = ReturnType<typeof useWizard>;
