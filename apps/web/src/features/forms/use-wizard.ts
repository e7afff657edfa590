import type { UseFormReturnType } from "@mantine/form";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { whenEngaged } from "@/lib/loading/idle";
import type { StoredDraft } from "./draft";
import { useSubmissionKey } from "./submission-key";
import type { WizardSearch } from "./wizard-search";

// The machinery of a multi-step form: the step (kept in the URL, see wizard-search.ts), Next's
// check of it, the heading that takes the focus on a new step, the draft kept on every change,
// and the multipart submission, whose refusal of a field (a file the server would not take)
// takes the person to that field.
//
// The form's checks (its zod schemas, and the draft reader built on them) are a module of their
// own, loaded after the page is shown: the first step renders, on the server too, without
// them. When they arrive, the stored draft and the URL's step apply; the server's HTML and the
// browser's first render are the same first step. With no draft stored and no step in the URL
// there is nothing to restore: they load when the person starts on the page (or presses Next).

type StepErrors = Record<string, string>;

export interface WizardOptions<V, C> {
  form: UseFormReturnType<V>;
  stepCount: number;
  /** The form's checks module (a dynamic import). */
  loadChecks: () => Promise<C>;
  /** The stored draft, read with the checks. */
  readDraft: (checks: C) => StoredDraft<V> | null;
  /** Whether a draft is stored at all (without reading it). */
  hasDraft: () => boolean;
  /** A stored draft was put in the form (or there was none), before its step is shown. */
  onRestored?: (draft: StoredDraft<V> | null) => void;
  /** What keeps the person on `step`; nothing lets them on. */
  stepErrors: (checks: C, values: V, step: number) => StepErrors;
  /**
   * Whether `step`, free of errors, is also done: a step that needs more than its fields (the
   * application's e-mail code) keeps the later steps out of reach until it is.
   */
  complete?: (values: V, step: number) => boolean;
  /**
   * Next on a step free of errors, before it moves on: false keeps the person on the step
   * (the step then asks for what it needs, e.g. a code).
   */
  beforeNext?: (step: number) => boolean | Promise<boolean>;
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

/** The answers (top-level fields) that differ from the form's initial values. */
function typedAnswers<V>(form: UseFormReturnType<V>): Partial<V> {
  const initial = form.getInitialValues();
  const current = form.getValues();
  const typed: Partial<V> = {};
  for (const key of Object.keys(current as object) as (keyof V)[]) {
    if (JSON.stringify(current[key]) !== JSON.stringify(initial[key])) typed[key] = current[key];
  }
  return typed;
}

export function useWizard<V, C>(options: WizardOptions<V, C>) {
  const { form, writeDraft } = options;
  const search: WizardSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const [stepInvalid, setStepInvalid] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const submissionKey = useSubmissionKey();
  const finished = useRef(false);
  const { values } = form;
  const [checks, setChecks] = useState<{ loaded: C } | null>(null);
  // The draft's step once the draft was read (null before: the first step, as on the server).
  const [restoredStep, setRestoredStep] = useState<number | null>(null);
  // The person typed on the first step before the draft was read: they stay there.
  const [typedFirst, setTypedFirst] = useState(false);
  const restore = useRef(options);
  restore.current = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first render
  useEffect(() => {
    let active = true;
    const loadChecks = () => restore.current.loadChecks();
    const restoreNow = search.step !== undefined || restore.current.hasDraft();
    void (restoreNow ? loadChecks() : whenEngaged().then(loadChecks)).then(
      (loaded) => {
        if (!active) return;
        const { readDraft, onRestored } = restore.current;
        const draft = readDraft(loaded);
        // Answers typed before the checks arrived (before the app's code ran too) are newer
        // than the draft: they stay, over it, and the person stays on the step they typed in.
        const typed = typedAnswers(form);
        if (draft) form.setValues({ ...draft.values, ...typed });
        onRestored?.(draft);
        setChecks({ loaded });
        setTypedFirst(Object.keys(typed).length > 0);
        setRestoredStep(draft?.step ?? 0);
      },
      // The form stays on its first step; Next asks for the checks again.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  const errorsOf = (at: number) => (checks ? options.stepErrors(checks.loaded, values, at) : {});
  // How far the answers reach: the first step that is not complete (the last step when every
  // one before it is). Checked once per render, stopping at the first incomplete step.
  const done = (at: number) =>
    Object.keys(errorsOf(at)).length === 0 && (options.complete?.(values, at) ?? true);
  let reached = 0;
  while (checks && reached < options.stepCount - 1 && done(reached)) reached++;
  // The URL's step, or the draft's, as far as the answers reach: a link, Forward or a reload
  // never opens a step whose earlier steps are incomplete (a draft keeps no files, so it
  // reopens at the step that needs them).
  const wanted =
    restoredStep === null || typedFirst
      ? 0
      : search.step !== undefined
        ? search.step - 1
        : restoredStep;
  const step = Math.min(wanted, reached);

  const showStep = (next: number, replace: boolean) => {
    void navigate({
      to: ".",
      search: (prev: WizardSearch) => ({ ...prev, step: next + 1 }),
      replace,
    });
  };
  // The URL says the step shown (replacing, so Back does not return to a step never shown).
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the step only
  useEffect(() => {
    if (restoredStep === null) return;
    if (search.step === step + 1 || (search.step === undefined && step === 0)) return;
    showStep(step, true);
  }, [step, search.step, restoredStep]);

  // A reload brings the person back to the same answers and step, until they are sent.
  useEffect(() => {
    if (restoredStep !== null && !finished.current) writeDraft({ step, values });
  }, [step, values, writeDraft, restoredStep]);

  // Focus the new step's heading, so that keyboard and screen-reader users start there.
  // The step changes with Next, Previous, the step titles and the browser's Back and Forward.
  const heading = useRef<HTMLHeadingElement>(null);
  // The step the page opened on (after the draft) takes no focus: null until then.
  const shown = useRef<number | null>(null);
  const { scrollBlock } = options;
  useEffect(() => {
    if (restoredStep === null) return;
    if (shown.current === null) shown.current = step;
    if (shown.current === step) return;
    shown.current = step;
    setStepInvalid(false);
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: scrollBlock });
  }, [step, scrollBlock, restoredStep]);

  // After the server refused a field: once its step is shown (after the heading's focus above),
  // the first field in error takes the focus, so that the person lands where the message is.
  const focusErrorOn = useRef<number | null>(null);
  const { errors } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the errors are shown
  useEffect(() => {
    if (focusErrorOn.current !== step) return;
    const element = heading.current?.closest("form");
    const field = element ? firstFieldInError(element) : undefined;
    if (!field) return;
    focusErrorOn.current = null;
    field.focus();
    field.scrollIntoView({ block: "center" });
  }, [step, errors]);

  const goTo = (next: number) => {
    setTypedFirst(false);
    setStepInvalid(false);
    form.clearErrors();
    showStep(next, false);
  };

  /** Whether the step titles may take the person to `index`: every step before it complete. */
  const canReach = (index: number) => index !== step && index <= reached;

  const next = async () => {
    let loaded = checks?.loaded;
    if (!loaded) {
      try {
        loaded = await options.loadChecks();
      } catch {
        options.onNetworkFailure();
        return;
      }
      setChecks({ loaded });
      setRestoredStep((restored) => restored ?? 0);
    }
    const errors = options.stepErrors(loaded, form.getValues(), step);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      setStepInvalid(true);
      return;
    }
    form.clearErrors();
    setStepInvalid(false);
    // Awaited only when the step has something to wait for: the other steps move on at once.
    const go = options.beforeNext?.(step) ?? true;
    if (go !== true && !(await go)) return;
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

  /** The server's field errors, shown on the first step holding one, whose field takes the focus. */
  const showFieldErrors = (fieldErrors: StepErrors | undefined) => {
    if (!fieldErrors) return;
    const target = options.firstStepOf(Object.keys(fieldErrors));
    if (target !== null && target !== step) goTo(target);
    form.setErrors(fieldErrors);
    focusErrorOn.current = target ?? step;
  };

  return {
    step,
    goTo,
    canReach,
    next,
    // "Please fix the errors above" goes once they are fixed, not only on another step.
    stepInvalid: stepInvalid && Object.keys(errorsOf(step)).length > 0,
    submitting,
    heading,
    send,
    post,
    finish,
    showFieldErrors,
  };
}

export type Wizard = ReturnType<typeof useWizard>;

/**
 * The first control of `form` that is in error: an input marked invalid, or a control (a drop
 * zone) described by an error message (an alert), in the order of the page.
 */
function firstFieldInError(form: HTMLFormElement): HTMLElement | undefined {
  const isAlert = (id: string) => document.getElementById(id)?.getAttribute("role") === "alert";
  return [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"], [aria-describedby]')].find(
    (control) =>
      control.getAttribute("aria-invalid") === "true" ||
      (control.getAttribute("aria-describedby") ?? "").split(" ").some(isAlert),
  );
}
