import "@mantine/dropzone/styles.css";
import { Group, Input, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { IconUpload, IconX, type TablerIcon } from "@tabler/icons-react";
import { type ReactNode, type Ref, useId, useState } from "react";
import { ChosenFile } from "./chosen-file";

// A file field of the public forms (the payment screenshot, an interpreter's documents): a
// drop zone that takes one file of the accepted types and size, then the chosen file with a
// Remove button. A dropped file is checked further (`problemOf`: its first bytes, as the server
// checks them, APP-30) and a refused one is said at the field, not by the submission.

/** What the field says when the drop zone refuses a file. */
export interface RefusalTexts {
  tooLarge: string;
  tooMany: string;
  wrongType: string;
}

/** The message for the drop zone's refusal: too large, more than one file, else the wrong type. */
export function refusalText(rejections: FileRejection[], texts: RefusalTexts): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((e) => e.code));
  if (codes.includes("file-too-large")) return texts.tooLarge;
  if (codes.includes("too-many-files")) return texts.tooMany;
  return texts.wrongType;
}

/** 'large': a field of its own (the payment screenshot); 'compact': one document among others. */
const LOOKS = {
  large: { gap: "xs", height: 120, iconSize: 40, promptSize: "lg" },
  compact: { gap: 6, height: 90, iconSize: 32, promptSize: undefined },
} as const;

export interface FileDropFieldProps {
  /** The id of the visible label, which names the drop zone. */
  labelId: string;
  label: string;
  description?: ReactNode;
  required?: boolean | undefined;
  file: File | null;
  onFile: (file: File | null) => void;
  /** A message about the field (e.g. that a file is needed), shown while none is chosen. */
  error?: string | undefined;
  /** The drop zone, e.g. to move the focus to it after the server refused a file. */
  dropzoneRef?: Ref<HTMLDivElement> | undefined;
  accept: readonly string[];
  maxMb: number;
  refusal: RefusalTexts;
  /** Why a dropped file is refused after all, or null. */
  problemOf: (file: File) => Promise<string | null>;
  icon: TablerIcon;
  look: keyof typeof LOOKS;
  /** The drop zone's words: what to do, then what it takes. */
  prompt: string;
  formats: ReactNode;
  /** The file input's attributes (its name, what a screen reader announces on it). */
  inputProps: Record<string, string | undefined>;
  /** The chosen file's size as the field writes it. */
  sizeText: (bytes: number) => string;
  /** Test ids: the chosen file's, the field's own, the message's (refused or not). */
  testIds: { chosen: string; field?: string; error: (refused: boolean) => string };
  thumbnail?: boolean;
  /** The message also describes the file input (not only the drop zone). */
  describeInput?: boolean;
}

export function FileDropField({
  labelId,
  label,
  description,
  required = false,
  file,
  onFile,
  error,
  dropzoneRef,
  accept,
  maxMb,
  refusal,
  problemOf,
  icon: FileIcon,
  look,
  prompt,
  formats,
  inputProps,
  sizeText,
  testIds,
  thumbnail,
  describeInput,
}: FileDropFieldProps) {
  const [refused, setRefused] = useState<string | null>(null);
  const errorId = useId();
  const shown = file ? null : (refused ?? error ?? null);
  const { gap, height, iconSize, promptSize } = LOOKS[look];
  return (
    <Stack gap={gap} data-testid={testIds.field}>
      <Input.Label required={required} id={labelId}>
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
          icon={<FileIcon size={28} aria-hidden />}
          sizeText={sizeText(file.size)}
          testId={testIds.chosen}
          onRemove={() => onFile(null)}
          thumbnail={thumbnail}
        />
      ) : (
        <Dropzone
          onDrop={async (files) => {
            const first = files[0];
            if (!first) return;
            const problem = await problemOf(first);
            setRefused(problem);
            if (!problem) onFile(first);
          }}
          onReject={(rejections) => setRefused(refusalText(rejections, refusal))}
          accept={[...accept]}
          maxSize={maxMb * 1024 * 1024}
          multiple={false}
          aria-labelledby={labelId}
          aria-describedby={shown ? errorId : undefined}
          ref={dropzoneRef}
          inputProps={{
            ...inputProps,
            ...(describeInput ? { "aria-describedby": shown ? errorId : undefined } : {}),
          }}
        >
          <Group justify="center" gap="md" mih={height} style={{ pointerEvents: "none" }}>
            <Dropzone.Accept>
              <IconUpload size={iconSize} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={iconSize} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <FileIcon size={iconSize} aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text size={promptSize}>{prompt}</Text>
              <Text size="sm" c="dimmed">
                {formats}
              </Text>
            </div>
          </Group>
        </Dropzone>
      )}
      {shown && (
        <Input.Error id={errorId} role="alert" data-testid={testIds.error(refused !== null)}>
          {shown}
        </Input.Error>
      )}
    </Stack>
  );
}
