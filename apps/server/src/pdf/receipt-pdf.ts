import type { Receipt } from "@kairos/api";
import PDFDocument from "pdfkit";
import { pdfBytes } from "./pdf-bytes";

// A payment's receipt as an A4 PDF (decision 0028), laid out as the brochure is
// (brochure-pdf.ts): PDF's standard fonts, the site's blue. The lines are the receipt mail's.
// The applicant's name is left out: the standard fonts cannot write every script, and the
// application's reference names them.

const BLUE = "#1971c2";
const INK = "#212529";
const MUTED = "#495057";
const MARGIN = 56;

/** The PDF of `receipt`, issued by `issuer` (the site's name). */
export function receiptPdf(receipt: Receipt, issuer: string): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: `Receipt ${receipt.number}`, Author: issuer, Subject: "Payment receipt" },
  });
  const done = pdfBytes(doc);
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(0, 0, doc.page.width, 110).fill(BLUE);
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(26).text(issuer, MARGIN, 36, { width });
  doc.font("Helvetica").fontSize(13).text("Payment receipt", { width });
  doc.y = 140;
  doc
    .font("Helvetica-Bold")
    .fontSize(18)
    .fillColor(INK)
    .text(`Receipt ${receipt.number}`, { width });
  doc.moveDown(0.8);
  for (const line of receipt.lines) {
    doc
      .font("Helvetica-Bold")
      .fontSize(11)
      .fillColor(INK)
      .text(`${line.label}: `, { continued: true });
    doc.font("Helvetica").text(line.value, { width, lineGap: 3 });
    doc.moveDown(0.3);
  }
  if (receipt.replaces) {
    doc.moveDown(0.5);
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(MUTED)
      .text(`This receipt replaces receipt ${receipt.replaces}.`, { width });
  }
  doc.moveDown(1);
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text("Amounts are in whole units of the currency shown. Dates are Egypt time.", { width });
  doc.end();
  return done;
}
