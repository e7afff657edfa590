import "@mantine/dropzone/styles.css";
import { SCREENSHOT_KINDS } from "@kairos/shared";
import { Group, Input, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { IconPhoto, IconUpload, IconX } from "@tabler/icons-react";
import { type Ref, useId, useState } from "react";
import {
  SCREENSHOT_MAX_MB,
  SCREENSHOT_TOO_LARGE,
  SCREENSHOT_TYPES,
  SCREENSHOT_WRONG_TYPE,
} from "@/content/application";
import { fileIsOfKind } from "@/lib/validation/file-check";
import { ChosenFile } from "../forms/chosen-file";
import { sizeInMb } from "./steps";

// The payment screenshot's file picker (PNG or JPEG up to 10 MB, as the server checks): the
// application's payment step and the applicant's page, where a new proof replaces the first.
// A chosen file is checked by its first bytes (APP-30): a text file renamed .png is refused
// here, with the message at the field, not by the submission. The chosen one shows a small
// picture of itself.

function rejectionText(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((e) => e.code));
  if (codes.includes("file-too-large")) return SCREENSHOT_TOO_LARGE;
  if (codes.includes("too-many-files")) return "Please upload a single screenshot.";
  return SCREENSHOT_WRONG_TYPE;
}

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

export function ScreenshotPicker({
  labelId,
  label,
  inputLabel,
  required = false,
  file,
  onFile,
  error,
  dropzoneRef,
}: ScreenshotPickerProps) {
  const [rejected, setRejected] = useState<string | null>(null);
  const errorId = useId();
  const shown = file ? null : (rejected ?? error ?? null);
  return (
    <Stack gap="xs">
      <Input.Label required={required} id={labelId}>
        {label}
      </Input.Label>
      <Text size="sm" c="dimmed">
        After paying, upload a screenshot of the payment confirmation (PNG or JPEG, up to{" "}
        {SCREENSHOT_MAX_MB} MB).
      </Text>
      {file ? (
        <ChosenFile
          file={file}
          icon={<IconPhoto size={28} aria-hidden />}
          sizeText={sizeInMb(file.size)}
          testId="screenshot"
          onRemove={() => onFile(null)}
          thumbnail
        />
      ) : (
        <Dropzone
          onDrop={async (files) => {
            const first = files[0];
            if (!first) return;
            if (!(await fileIsOfKind(first, SCREENSHOT_KINDS))) {
              setRejected(SCREENSHOT_WRONG_TYPE);
              return;
            }
            setRejected(null);
            onFile(first);
          }}
          onReject={(rejections) => setRejected(rejectionText(rejections))}
          accept={[...SCREENSHOT_TYPES]}
          maxSize={SCREENSHOT_MAX_MB * 1024 * 1024}
          multiple={false}
          aria-labelledby={labelId}
          aria-describedby={shown ? errorId : undefined}
          ref={dropzoneRef}
          inputProps={{ "aria-label": inputLabel }}
        >
          <Group justify="center" gap="md" mih={120} style={{ pointerEvents: "none" }}>
            <Dropzone.Accept>
              <IconUpload size={40} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={40} aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text size="lg">Drag the screenshot here or click to choose a file</Text>
              <Text size="sm" c="dimmed">
                PNG or JPEG only
              </Text>
            </div>
          </Group>
        </Dropzone>
      )}
      {shown && (
        <Input.Error
          id={errorId}
          role="alert"
          data-testid={rejected ? "screenshot-rejected" : "screenshot-error"}
        >
          {shown}
        </Input.Error>
      )}
    </Stack>
  );
}
