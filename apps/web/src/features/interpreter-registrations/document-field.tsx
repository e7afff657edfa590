import { fileSizeText } from "@/lib/format/file-size";
import "@mantine/dropzone/styles.css";
import { DOCUMENT_KINDS } from "@kairos/shared";
import { Group, Input, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { IconFileText, IconUpload, IconX } from "@tabler/icons-react";
import { useId, useState } from "react";
import {
  DOCUMENT_MAX_MB,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPES,
  DOCUMENT_WRONG_TYPE,
} from "@/content/interpreter-registration";
import { fileIsOfKind } from "@/lib/validation/file-check";
import { ChosenFile } from "../forms/chosen-file";
import { documentProblem } from "./registration";

// One document of the registration: a Dropzone (PDF, DOC, DOCX, JPG, PNG; at most 10 MB), then
// the chosen file's name and size with a Remove button. A chosen file is checked by its first
// bytes too (@kairos/shared file-kinds.ts), as the server checks it.

function rejectionText(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((e) => e.code));
  if (codes.includes("file-too-large")) return DOCUMENT_TOO_LARGE;
  if (codes.includes("too-many-files")) return "Please choose a single file.";
  return DOCUMENT_WRONG_TYPE;
}

export interface DocumentFieldProps {
  /** The part name, e.g. "resumeFile"; also the test id prefix. */
  name: string;
  label: string;
  description?: string;
  required?: boolean;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  error?: string | undefined;
}

export function DocumentField({
  name,
  label,
  description,
  required,
  file,
  onChange,
  error,
}: DocumentFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [rejected, setRejected] = useState<string | null>(null);
  const shown = rejected ?? (file ? null : (error ?? null));

  return (
    <Stack gap={6} data-testid={`${name}-field`}>
      <Input.Label id={labelId} required={required}>
        {label}
      </Input.Label>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      {file ? (
        <ChosenFile
          file={file}
          icon={<IconFileText size={28} aria-hidden />}
          sizeText={fileSizeText(file.size)}
          testId={name}
          onRemove={() => onChange(undefined)}
        />
      ) : (
        <Dropzone
          onDrop={async (files) => {
            const chosen = files[0];
            if (!chosen) return;
            const problem =
              documentProblem(chosen) ??
              ((await fileIsOfKind(chosen, DOCUMENT_KINDS)) ? null : DOCUMENT_WRONG_TYPE);
            if (problem) {
              setRejected(problem);
              return;
            }
            setRejected(null);
            onChange(chosen);
          }}
          onReject={(rejections) => setRejected(rejectionText(rejections))}
          accept={[...DOCUMENT_TYPES]}
          maxSize={DOCUMENT_MAX_MB * 1024 * 1024}
          multiple={false}
          aria-labelledby={labelId}
          aria-describedby={shown ? errorId : undefined}
          inputProps={{
            "aria-label": `Upload ${label}`,
            name,
            "aria-describedby": shown ? errorId : undefined,
          }}
        >
          <Group justify="center" gap="md" mih={90} style={{ pointerEvents: "none" }}>
            <Dropzone.Accept>
              <IconUpload size={32} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileText size={32} aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text>Drag the file here or click to choose one</Text>
              <Text size="sm" c="dimmed">
                PDF, DOC, DOCX, JPG or PNG, up to {DOCUMENT_MAX_MB} MB
              </Text>
            </div>
          </Group>
        </Dropzone>
      )}
      {shown && (
        <Input.Error id={errorId} role="alert" data-testid={`${name}-error`}>
          {shown}
        </Input.Error>
      )}
    </Stack>
  );
}
