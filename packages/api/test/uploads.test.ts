import { describe, expect, it } from "vitest";
import type { AppError } from "../src/platform/errors";
import {
  checkUpload,
  hasTrailingPayload,
  PAYMENT_SCREENSHOT,
  REGISTRATION_DOCUMENT,
} from "../src/storage/uploads";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
// A 4×4 JPEG as Chromium's canvas writes it.
const JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAEAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAaEAADAQADAAAAAAAAAAAAAAAAAgMRARIx/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAbEQEAAgIDAAAAAAAAAAAAAAABAAIRIQMxUf/aAAwDAQACEQMRAD8Amb2e9WpVuzt7zmAABDGiVSlK8dSlDAaA6Dwn/9k=",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const HTML = Buffer.from("<html><script>alert(document.cookie)</script></html>");
const ZIP = Buffer.from("504b0304140000000000", "hex");

const statusOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as AppError).status;
  }
};

describe("images by content", () => {
  it("accepts a whole PNG or JPEG, also with zero padding after it", () => {
    expect(hasTrailingPayload(PNG)).toBe(false);
    expect(hasTrailingPayload(JPEG)).toBe(false);
    expect(hasTrailingPayload(Buffer.concat([JPEG, Buffer.alloc(16)]))).toBe(false);
  });

  it("finds a payload after the image's end marker, or a cut-off image", () => {
    for (const image of [PNG, JPEG]) {
      for (const payload of [HTML, PDF, ZIP]) {
        expect(hasTrailingPayload(Buffer.concat([image, payload]))).toBe(true);
      }
      expect(hasTrailingPayload(image.subarray(0, image.length - 6))).toBe(true);
    }
  });

  it("refuses polyglots and disguises with 415, and takes the honest files", async () => {
    const file = (bytes: Buffer, name: string, type: string) => new File([bytes], name, { type });
    const screenshot = (f: File) => statusOf(checkUpload(f, PAYMENT_SCREENSHOT));
    const document = (f: File) => statusOf(checkUpload(f, REGISTRATION_DOCUMENT, "resumeFile"));
    expect(await screenshot(file(PNG, "pay.png", "image/png"))).toBe(200);
    expect(await screenshot(file(JPEG, "pay.jpg", "image/jpeg"))).toBe(200);
    // A JPEG saved as .png is a common slip, not a disguise.
    expect(await screenshot(file(JPEG, "pay.png", "image/png"))).toBe(200);
    expect(await screenshot(file(Buffer.concat([PNG, HTML]), "pay.png", "image/png"))).toBe(415);
    expect(await screenshot(file(Buffer.concat([JPEG, ZIP]), "pay.jpg", "image/jpeg"))).toBe(415);
    expect(await document(file(PDF, "cv.pdf", "application/pdf"))).toBe(200);
    expect(await document(file(PDF, "photo.png", "image/png"))).toBe(415);
    expect(await document(file(PNG, "cv.pdf", "application/pdf"))).toBe(415);
    expect(await document(file(Buffer.concat([PNG, PDF]), "id.png", "image/png"))).toBe(415);
  });
});
