import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../errors";

export interface UploadRule {
  /** Content types accepted, as detected from the bytes (magic numbers), not as claimed. */
  types: Record<string, string>;
  maxBytes: number;
  missing: string;
  wrongType: string;
  tooLarge: string;
}

export const PAYMENT_SCREENSHOT: UploadRule = {
  types: { "image/png": "png", "image/jpeg": "jpg" },
  maxBytes: 10 * 1024 * 1024,
  missing: "Please upload a payment screenshot before proceeding.",
  wrongType: "Only image files (JPG, PNG, JPEG) are accepted.",
  tooLarge: "The payment screenshot must be at most 10 MB.",
};

/** Interpreter documents: PDF, DOC, DOCX, JPG or PNG, at most 10 MB each. */
export const REGISTRATION_DOCUMENT: UploadRule = {
  types: {
    "application/pdf": "pdf",
    // file-type names old Word files by their container format.
    "application/x-cfb": "doc",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
    "image/png": "png",
    "image/jpeg": "jpg",
  },
  maxBytes: 10 * 1024 * 1024,
  missing: "Resume/CV is required",
  wrongType: "Documents must be PDF, DOC, DOCX, JPG or PNG files.",
  tooLarge: "Each document must be at most 10 MB.",
};

export interface CheckedUpload {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
  originalName: string;
}

/** Checks an uploaded file by size and by its content: 400, 413 or 415 otherwise. */
export async function checkUpload(
  file: File | undefined,
  rule: UploadRule,
  field = "paymentScreenshot",
): Promise<CheckedUpload> {
  if (!file || file.size === 0)
    throw new AppError("BAD_REQUEST", rule.missing, { [field]: rule.missing });
  if (file.size > rule.maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", rule.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? rule.types[detected.mime] : undefined;
  if (!detected || !extension) throw new AppError("UNSUPPORTED_MEDIA_TYPE", rule.wrongType);
  const originalName = (file.name || `upload.${extension}`)
    .replace(/[\r\n"\\/]/g, "_")
    .slice(0, 200);
  return { bytes, contentType: detected.mime, extension, originalName };
}
