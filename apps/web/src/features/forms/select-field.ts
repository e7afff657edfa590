// Mantine's Select in a module of its own, so that DeferredSelect loads it (with Combobox,
// Popover, floating-ui and ScrollArea, about 25 kB gzip) after the page is shown.
export { Select } from "@mantine/core";
