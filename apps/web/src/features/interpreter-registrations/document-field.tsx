import { DOCUMENT_KINDS } from "@kairos/shared";
import { IconFileText } from "@tabler/icons-react";
import { useId } from "react";
import {
  DOCUMENT_MAX_MB,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPES,
  DOCUMENT_WRONG_TYPE,
} from "@/content/interpreter-registration";
import { fileSizeText } from "@/lib/format/file-size";
import { fileIsOfKind } from "@/lib/validation/file-check";
import { FileDropField } from "../forms/file-drop-field";
import { documentProblem } from "./registration";

// One document of the registration: a Dropzone (PDF, DOC, DOCX, JPG, PNG; at most 10 MB), then
// the chosen file's name and size with a Remove button. A chosen file is checked by its first
// bytes too (@kairos/shared file-kinds.ts), as the server checks it.

const REFUSAL = {
  tooLarge: DOCUMENT_TOO_LARGE,
  tooMany: "Please choose a single file.",
  wrongType: DOCUMENT_WRONG_TYPE,
};

const problemOf = async (file: File) =>
  documentProblem(file) ??
  ((await fileIsOfKind(file, DOCUMENT_KINDS)) ? null : DOCUMENT_WRONG_TYPE);

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
  const labelId = `${useId()}-label`;
  return (
    <FileDropField
      labelId={labelId}
      label={label}
      description={description}
      required={required}
      file={file ?? null}
      onFile={(chosen) => onChange(chosen ?? undefined)}
      error={error}
      accept={DOCUMENT_TYPES}
      maxMb={DOCUMENT_MAX_MB}
      refusal={REFUSAL}
      problemOf={problemOf}
      icon={IconFileText}
      look="compact"
      prompt="Drag the file here or click to choose one"
      formats={`PDF, DOC, DOCX, JPG or PNG, up to ${DOCUMENT_MAX_MB} MB`}
      inputProps={{ "aria-label": `Upload ${label}`, name }}
      describeInput
      sizeText={fileSizeText}
      testIds={{ chosen: name, field: `${name}-field`, error: () => `${name}-error` }}
    />
  );
}
