/** What a screen reader says for the controls of Mantine's calendar (its defaults are empty). */
export const DATE_ARIA_LABELS = {
  previousMonth: "Previous month",
  nextMonth: "Next month",
  previousYear: "Previous year",
  nextYear: "Next year",
  previousDecade: "Previous decade",
  nextDecade: "Next decade",
  monthLevelControl: "Choose a month",
  yearLevelControl: "Choose a year",
};
