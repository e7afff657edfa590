// Mantine CSS of the public forms (the training application, the interpreter request and
// registration, the contact form, "Find my application", the residence dialog): the components
// they use beyond ./mantine-public.ts, one file each (the date pickers and the upload bring
// their own with their code), instead of all of Mantine's CSS (41 kB gzip) in the form pages'
// render-blocking stylesheet. Layered like ./mantine-public.ts.
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/CheckboxIndicator.layer.css";
import "@mantine/core/styles/Chip.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/Drawer.layer.css";
import "@mantine/core/styles/Fieldset.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/Progress.layer.css";
import "@mantine/core/styles/Radio.layer.css";
// Step 5's plan cards: their border and the radio dot inside them (Radio.Card, Radio.Indicator).
import "@mantine/core/styles/RadioCard.layer.css";
import "@mantine/core/styles/RadioIndicator.layer.css";
import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/Skeleton.layer.css";
import "@mantine/core/styles/Stepper.layer.css";
import "@mantine/core/styles/Switch.layer.css";
import "@mantine/core/styles/Table.layer.css";
import "@mantine/core/styles/Tabs.layer.css";
import "@mantine/core/styles/Timeline.layer.css";
