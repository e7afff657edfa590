import { DOCUMENT_KINDS, FILE_KINDS, type FileKind, SCREENSHOT_KINDS } from "@kairos/shared";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../platform/errors";

export interface UploadRule {
  /** The kinds accepted, as detected from the bytes (magic numbers), not as claimed. */
  kinds: readonly FileKind[];
  maxBytes: number;
  missing: string;
  /** What is said of a file of another kind; `what` names the file where a form has several. */
  wrongType: (what?: string) => string;
  tooLarge: (what?: string) => string;
}

export const PAYMENT_SCREENSHOT: UploadRule = {
  kinds: SCREENSHOT_KINDS,
  maxBytes: 10 * 1024 * 1024,
  missing: "Please upload a payment screenshot before proceeding.",
  // APP-30's message.
  wrongType: () => "Only image files (JPG, PNG, JPEG) are accepted.",
  tooLarge: () => "The payment screenshot must be at most 10 MB.",
};

/** Interpreter documents: PDF, DOC, DOCX, JPG or PNG, at most 10 MB each. */
export const REGISTRATION_DOCUMENT: UploadRule = {
  kinds: DOCUMENT_KINDS,
  maxBytes: 10 * 1024 * 1024,
  missing: "Resume/CV is required",
  wrongType: (what) =>
    what
      ? `${what}: please choose a PDF, DOC, DOCX, JPG or PNG file.`
      : "Documents must be PDF, DOC, DOCX, JPG or PNG files.",
  tooLarge: (what) =>
    what
      ? `${what}: the file is larger than 10 MB. Please choose a smaller file.`
      : "Each document must be at most 10 MB.",
};

export interface CheckedUpload {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
  originalName: string;
}

/**
 * Checks an uploaded file by size and by its content: 400, 413 or 415 otherwise, each with the
 * message on the form's `field` (so that the form can take the person to it), naming the file
 * as `what` where the form takes several.
 */
export async function checkUpload(
  file: File | undefined,
  rule: UploadRule,
  field = "paymentScreenshot",
  what?: string,
): Promise<CheckedUpload> {
  if (!file || file.size === 0)
    throw new AppError("BAD_REQUEST", rule.missing, { [field]: rule.missing });
  if (file.size > rule.maxBytes) {
    const message = rule.tooLarge(what);
    throw new AppError("PAYLOAD_TOO_LARGE", message, { [field]: message });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected ? kindOfMime(detected.mime, rule.kinds) : undefined;
  if (!detected || !kind || !claimFits(file, detected.mime) || hasTrailingPayload(bytes)) {
    const message = rule.wrongType(what);
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", message, { [field]: message });
  }
  const extension = FILE_KINDS[kind].extensions[0] ?? kind;
  const originalName = nameOfType(file.name, detected.mime, extension);
  return { bytes, contentType: detected.mime, extension, originalName };
}

const kindOfMime = (mime: string, kinds: readonly FileKind[]) =>
  kinds.find((kind) => FILE_KINDS[kind].mime === mime);

/**
 * The name to store and offer a file under: the uploaded base name with the extension of the
 * type its bytes are (`cv.html` of a PDF → `cv.pdf`, `photo` → `photo.png`), so that a download
 * never says it is something else, and a browser or desktop never opens it as that. An
 * extension that already names the type stays as written (`a.JPG`, `scan.jpeg`). A last part
 * without a letter (`Scan 2026.03.01`) is not an extension: the type's is added after it.
 */
function nameOfType(name: string, mime: string, extension: string): string {
  const clean = name.replace(/[\r\n"\\/]/g, "_");
  const dot = clean.lastIndexOf(".");
  const last = dot >= 0 ? clean.slice(dot + 1) : "";
  const isExtension = /^[a-z\d]{1,10}$/i.test(last) && /[a-z]/i.test(last);
  const base = (isExtension ? clean.slice(0, dot) : clean).slice(0, 190) || "upload";
  const fits = isExtension && CLAIMED_BY_EXTENSION[last.toLowerCase()] === mime;
  return `${base}.${fits ? last : extension}`;
}

// What a file says it is, by its type or its name, for the kinds uploads accept.
const CLAIMED_BY_EXTENSION: Record<string, string> = Object.fromEntries(
  Object.values(FILE_KINDS).flatMap(({ mime, extensions }) => extensions.map((e) => [e, mime])),
);
const KNOWN_CLAIMS = new Set([...Object.values(CLAIMED_BY_EXTENSION), "application/msword"]);

/**
 * A file whose declared type or name says one kind while its bytes are another (a PDF named
 * `.png`) is refused: a disguise, not a mistake. PNG and JPEG mixed up count as the same kind,
 * since phones and editors often mislabel screenshots.
 */
function claimFits(file: File, detected: string): boolean {
  const family = (type: string) =>
    type.startsWith("image/")
      ? "image"
      : type === "application/msword"
        ? "application/x-cfb"
        : type;
  const byName = CLAIMED_BY_EXTENSION[file.name.split(".").pop()?.toLowerCase() ?? ""];
  const byType = KNOWN_CLAIMS.has(file.type) ? file.type : undefined;
  return [byName, byType].every((claim) => !claim || family(claim) === family(detected));
}

/**
 * True when an image carries more than its own bytes: data after the PNG IEND chunk or the JPEG
 * end-of-image marker (a polyglot, e.g. an image that is also an HTML page or a ZIP archive), or
 * a structure that does not reach its end marker at all. Zero padding is tolerated.
 */
export function hasTrailingPayload(bytes: Uint8Array): boolean {
  const end = isPng(bytes) ? pngEnd(bytes) : isJpeg(bytes) ? jpegEnd(bytes) : bytes.length;
  if (end === undefined) return true;
  for (let i = end; i < bytes.length; i++) if (bytes[i] !== 0) return true;
  return false;
}

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8;

/** The offset just after the IEND chunk, or undefined if the chunks do not lead there. */
function pngEnd(b: Uint8Array): number | undefined {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let at = 8;
  while (at + 12 <= b.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(
      b[at + 4] ?? 0,
      b[at + 5] ?? 0,
      b[at + 6] ?? 0,
      b[at + 7] ?? 0,
    );
    const next = at + 12 + length;
    if (next > b.length) return undefined;
    if (type === "IEND") return next;
    at = next;
  }
  return undefined;
}

/** The offset just after the EOI marker (FFD9), walking segments and entropy-coded data. */
function jpegEnd(b: Uint8Array): number | undefined {
  let at = 2;
  while (at + 2 <= b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xd9) return at + 2;
    // Fill bytes and markers without a length (TEM, RSTn).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 4 > b.length) return undefined;
    const length = ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0);
    at += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 00 or a restart.
      while (at + 1 < b.length) {
        const next = b[at + 1] ?? 0;
        if (b[at] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff)
          break;
        at += 1;
      }
    }
  }
  return undefined;
}
