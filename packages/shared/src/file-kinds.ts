// The kinds of file the uploads take (the payment screenshot, an interpreter's documents), told
// by their first bytes (magic numbers) rather than by their name or declared type. The browser
// reads a chosen file's first bytes with fileFits, so that a text file renamed .png is refused
// at the field; the server checks the whole file again with `file-type` and refuses what hides
// behind a valid start (packages/api storage/uploads.ts).

export type FileKind = "png" | "jpeg" | "pdf" | "doc" | "docx";

export const FILE_KINDS: Record<FileKind, { mime: string; extensions: readonly string[] }> = {
  png: { mime: "image/png", extensions: ["png"] },
  jpeg: { mime: "image/jpeg", extensions: ["jpg", "jpeg"] },
  pdf: { mime: "application/pdf", extensions: ["pdf"] },
  // Old Word files are a Compound File; `file-type` names them by that container.
  doc: { mime: "application/x-cfb", extensions: ["doc"] },
  docx: {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: ["docx"],
  },
};

/** APP-30: the payment screenshot. */
export const SCREENSHOT_KINDS: readonly FileKind[] = ["png", "jpeg"];
/** An interpreter's documents (REG-05). */
export const DOCUMENT_KINDS: readonly FileKind[] = ["pdf", "doc", "docx", "png", "jpeg"];

/** How many first bytes fileKindOf needs. */
export const FILE_HEAD_BYTES = 8;

const MAGIC: [FileKind, number[]][] = [
  ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ["jpeg", [0xff, 0xd8, 0xff]],
  ["pdf", [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ["doc", [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  // A .docx is a ZIP archive; which ZIP it is, only the server's whole-file check tells.
  ["docx", [0x50, 0x4b, 0x03, 0x04]],
];

/** The kind a file's first bytes say it is, if one of FILE_KINDS. */
export function fileKindOf(head: Uint8Array): FileKind | undefined {
  return MAGIC.find(([, magic]) => magic.every((byte, i) => head[i] === byte))?.[0];
}

/** The kind a file name claims by its extension, if one of FILE_KINDS. */
export function kindClaimedBy(name: string): FileKind | undefined {
  const extension = name.split(".").pop()?.toLowerCase() ?? "";
  if (!name.includes(".")) return undefined;
  return (Object.keys(FILE_KINDS) as FileKind[]).find((kind) =>
    FILE_KINDS[kind].extensions.includes(extension),
  );
}

const family = (kind: FileKind) => (kind === "png" || kind === "jpeg" ? "image" : kind);

/**
 * Whether a file named `name` that starts with `head` is one of `accepted`: its bytes decide,
 * and a name claiming another known kind (a PDF named .png) is refused as the server refuses
 * it. PNG and JPEG mixed up count as one (phones and editors often mislabel screenshots); a
 * name without a known extension says nothing.
 */
export function fileFits(name: string, head: Uint8Array, accepted: readonly FileKind[]): boolean {
  const kind = fileKindOf(head);
  if (!kind || !accepted.includes(kind)) return false;
  const claimed = kindClaimedBy(name);
  return !claimed || family(claimed) === family(kind);
}
