// The notice on every public page of a demo install (SEED_DEMO, GAP-28): its dates, assessment
// times and payment details are examples, and nobody should pay by them.

export const DEMO_NOTICE = {
  label: "Demo site",
  text: "Its cohort dates, assessment times and payment details are examples. Do not send any money.",
} as const;
