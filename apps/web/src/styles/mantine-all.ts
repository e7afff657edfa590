// All of Mantine core's CSS, for the lazy chunks of forms, dialogs and the staff console
// (inputs, comboboxes, tables, steppers ...). Layered like ./mantine-public.ts, so loading it
// after the app's own styles changes nothing they set.
import "@mantine/core/styles.layer.css";
