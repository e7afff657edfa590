import { SCREENSHOT_KINDS } from "@kairos/shared";
import { IconPhoto } from "@tabler/icons-react";
import type { Ref } from "react";
import {
  SCREENSHOT_MAX_MB,
  SCREENSHOT_TOO_LARGE,
  SCREENSHOT_TYPES,
  SCREENSHOT_WRONG_TYPE,
} from "@/content/application";
import { fileIsOfKind } from "@/lib/validation/file-check";
import { FileDropField } from "../forms/file-drop-field";
import { sizeInMb } from "./steps";

// The payment screenshot's file picker (PNG or JPEG up to 10 MB, as the server checks): the
// application's payment step and the applicant's page, where a new proof replaces the first.
// A chosen file is checked by its first bytes (APP-30): a text file renamed .png is refused
// here, with the message at the field, not by the submission. The chosen one shows a small
// picture of itself.

const REFUSAL = {
  tooLarge: SCREENSHOT_TOO_LARGE,
  tooMany: "Please upload a single screenshot.",
  wrongType: SCREENSHOT_WRONG_TYPE,
};

const screenshotProblem = async (file: File) =>
  (await fileIsOfKind(file, SCREENSHOT_KINDS)) ? null : SCREENSHOT_WRONG_TYPE;

export interface ScreenshotPickerProps {
  /** The id of the visible label, which names the drop zone. */
  labelId: string;
  label: string;
  /** The name of the file input (what a screen reader announces on it). */
  inputLabel: string;
  required?: boolean;
  file: File | null;
  onFile: (file: File | null) => void;
  /** A message about the field (e.g. that a file is needed), shown while none is chosen. */
  error?: string | undefined;
  /** The drop zone, e.g. to move the focus to it after the server refused a file. */
  dropzoneRef?: Ref<HTMLDivElement>;
}

export function ScreenshotPicker({ inputLabel, ...field }: ScreenshotPickerProps) {
  return (
    <FileDropField
      {...field}
      description={
        <>
          After paying, upload a screenshot of the payment confirmation (PNG or JPEG, up to{" "}
          {SCREENSHOT_MAX_MB} MB).
        </>
      }
      accept={SCREENSHOT_TYPES}
      maxMb={SCREENSHOT_MAX_MB}
      refusal={REFUSAL}
      problemOf={screenshotProblem}
      icon={IconPhoto}
      look="large"
      prompt="Drag the screenshot here or click to choose a file"
      formats="PNG or JPEG only"
      inputProps={{ "aria-label": inputLabel }}
      sizeText={sizeInMb}
      testIds={{
        chosen: "screenshot",
        error: (refused) => (refused ? "screenshot-rejected" : "screenshot-error"),
      }}
      thumbnail
    />
  );
}
