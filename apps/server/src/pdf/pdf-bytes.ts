import type PDFDocument from "pdfkit";

/** The bytes `doc` writes, once it is ended (the brochure and the receipts). */
export function pdfBytes(doc: InstanceType<typeof PDFDocument>): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
}
