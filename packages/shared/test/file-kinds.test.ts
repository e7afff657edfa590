import { describe, expect, it } from "vitest";
import { DOCUMENT_KINDS, FILE_HEAD_BYTES, fileFits, fileKindOf, SCREENSHOT_KINDS } from "../src";

// The byte check a chosen file gets in the browser (file-kinds.ts): its first bytes decide.

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46);
const PDF = text("%PDF-1.4\n");
const DOC = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0);
const DOCX = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0);

describe("fileKindOf", () => {
  it("tells each accepted kind by its magic number", () => {
    expect(fileKindOf(PNG)).toBe("png");
    expect(fileKindOf(JPEG)).toBe("jpeg");
    expect(fileKindOf(PDF)).toBe("pdf");
    expect(fileKindOf(DOC)).toBe("doc");
    expect(fileKindOf(DOCX)).toBe("docx");
  });

  it("knows nothing else, nor a start too short to tell", () => {
    expect(fileKindOf(text("just some text pretending to be a PNG"))).toBeUndefined();
    expect(fileKindOf(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(fileKindOf(text("GIF89a"))).toBeUndefined();
    expect(fileKindOf(PNG.subarray(0, 4))).toBeUndefined();
    expect(fileKindOf(new Uint8Array())).toBeUndefined();
    expect(PNG.subarray(0, FILE_HEAD_BYTES)).toHaveLength(8);
  });
});

describe("fileFits", () => {
  it("refuses a text file renamed .png as a screenshot, takes real images", () => {
    expect(fileFits("pay.png", text("hello, I am a text file"), SCREENSHOT_KINDS)).toBe(false);
    expect(fileFits("pay.png", PNG, SCREENSHOT_KINDS)).toBe(true);
    expect(fileFits("pay.JPG", JPEG, SCREENSHOT_KINDS)).toBe(true);
    // A PDF is a document, not a screenshot.
    expect(fileFits("receipt.pdf", PDF, SCREENSHOT_KINDS)).toBe(false);
  });

  it("lets PNG and JPEG be mixed up, as phones do, but not a disguise", () => {
    expect(fileFits("pay.png", JPEG, SCREENSHOT_KINDS)).toBe(true);
    expect(fileFits("scan.png", PDF, DOCUMENT_KINDS)).toBe(false);
    expect(fileFits("cv.pdf", PNG, DOCUMENT_KINDS)).toBe(false);
    expect(fileFits("cv.doc", DOCX, DOCUMENT_KINDS)).toBe(false);
  });

  it("lets the bytes decide when the name claims no known kind", () => {
    expect(fileFits("photo", PNG, SCREENSHOT_KINDS)).toBe(true);
    expect(fileFits("cv.html", PDF, DOCUMENT_KINDS)).toBe(true);
    expect(fileFits("Scan 2026.03.01", PDF, DOCUMENT_KINDS)).toBe(true);
    expect(fileFits("cv.docx", DOCX, DOCUMENT_KINDS)).toBe(true);
    expect(fileFits("cv.doc", DOC, DOCUMENT_KINDS)).toBe(true);
  });
});
