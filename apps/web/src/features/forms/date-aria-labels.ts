/**
 * What a screen reader says for the arrows of Mantine's calendar (its defaults are empty). The
 * level control ("December 2026") keeps its visible text as its name (axe's
 * label-content-name-mismatch).
 */
export const DATE_ARIA_LABELS = {
  previousMonth: "Previous month",
  nextMonth: "Next month",
  previousYear: "Previous year",
  nextYear: "Next year",
  previousDecade: "Previous decade",
  nextDecade: "Next decade",
};
