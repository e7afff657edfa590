import type { UseFormReturnType } from "@mantine/form";
import type { ApplicationValues } from "./steps";

export type ApplicationForm = UseFormReturnType<ApplicationValues>;
