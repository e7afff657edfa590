// Mantine's DatePickerInput (with its calendar, Popover and dayjs) in a module of its own, so
// that DeferredDatePickerInput loads it after the page is shown.
import "@mantine/dates/styles.css";

export { DatePickerInput } from "@mantine/dates";
