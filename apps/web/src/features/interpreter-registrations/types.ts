import type { UseFormReturnType } from "@mantine/form";
import type { RegistrationValues } from "./registration";

export type RegistrationForm = UseFormReturnType<RegistrationValues>;
