import { FILE_HEAD_BYTES, type FileKind, fileFits } from "@kairos/shared";

/**
 * Whether a chosen file is one of `kinds` by its first bytes, its name claiming no other kind
 * (@kairos/shared file-kinds.ts): a text file renamed .png is refused when it is chosen, as the
 * server would refuse it when the form is sent.
 */
export async function fileIsOfKind(file: File, kinds: readonly FileKind[]): Promise<boolean> {
  try {
    const head = new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer());
    return fileFits(file.name, head, kinds);
  } catch {
    // A file that cannot be read (moved or deleted since it was chosen) cannot be sent either.
    return false;
  }
}
