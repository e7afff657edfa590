// The request form's check (its zod schema), loaded when the person starts on the page or
// sends the form: the page is shown and answers before zod is evaluated.
import { interpreterRequestSchema } from "@kairos/shared";
import { schemaResolver } from "@mantine/form";

export const requestErrors = schemaResolver(interpreterRequestSchema, { sync: true });
