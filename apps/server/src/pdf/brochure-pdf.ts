import type { BrochureBlock, BrochureContent } from "@kairos/shared";
import PDFDocument from "pdfkit";
import { pdfBytes } from "./pdf-bytes";

// The services brochure's layout: an A4 PDF in the site's blue, with PDF's standard fonts (no
// font files to ship). The words come from the web app (brochure.ts).

const BLUE = "#1971c2";
const INK = "#212529";
const MUTED = "#495057";
const MARGIN = 56;
// A fixed date: equal words give equal bytes (and ETags) in every process and on every day
// (pdfkit also derives the file's ID from the document information).
const DATED = new Date("2025-01-01T00:00:00Z");

/** The PDF of `content`. */
export function brochurePdf(content: BrochureContent): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: {
      Title: content.title,
      Author: content.cover.name,
      Subject: "Services brochure",
      CreationDate: DATED,
    },
    bufferPages: true,
  });
  const done = pdfBytes(doc);
  const width = doc.page.width - 2 * MARGIN;

  const paragraph = (text: string) => {
    doc.font("Helvetica").fontSize(11).fillColor(INK).text(text, { width, lineGap: 3 });
    doc.moveDown(0.5);
  };
  const bullets = (items: readonly string[]) => {
    doc.font("Helvetica").fontSize(10.5).fillColor(INK);
    for (const item of items) doc.text(`\u2022  ${item}`, { width, indent: 8, lineGap: 2 });
    doc.moveDown(0.5);
  };
  const block = (part: BrochureBlock, chapter: boolean) => {
    switch (part.type) {
      case "paragraph":
        return paragraph(part.text);
      case "bullets":
        return bullets(part.items);
      case "fact":
        doc
          .font("Helvetica-Bold")
          .fontSize(11)
          .fillColor(INK)
          .text(`${part.label}: `, { continued: true });
        doc.font("Helvetica").text(part.value, { width, lineGap: 2 });
        doc.moveDown(0.3);
        return;
      case "entry":
        // An entry with points keeps its title with its first lines.
        if (part.points && doc.y > doc.page.height - 200) doc.addPage();
        doc
          .font("Helvetica-Bold")
          .fontSize(chapter ? 13 : 11.5)
          .fillColor(INK)
          .text(part.title, { width });
        if (part.points) doc.moveDown(0.2);
        paragraph(part.text);
        if (part.points) bullets(part.points);
        return;
    }
  };

  // The cover band.
  doc.rect(0, 0, doc.page.width, 190).fill(BLUE);
  doc
    .fillColor("#ffffff")
    .font("Helvetica-Bold")
    .fontSize(34)
    .text(content.cover.name, MARGIN, 60, { width });
  doc.font("Helvetica").fontSize(15).text(content.cover.tagline, { width });
  doc.fontSize(11).text(content.cover.subtitle, { width });
  doc.y = 220;

  for (const section of content.sections) {
    if (section.newPage) doc.addPage();
    doc
      .moveDown(0.6)
      .font("Helvetica-Bold")
      .fontSize(section.chapter ? 20 : 18)
      .fillColor(BLUE)
      .text(section.heading, { width });
    doc.moveDown(0.3);
    for (const part of section.blocks) block(part, section.chapter ?? false);
  }

  // Page numbers in the footer of every page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        `${content.footer} \u2014 page ${i + 1} of ${range.count}`,
        MARGIN,
        doc.page.height - 40,
        { width, align: "center", lineBreak: false },
      );
  }
  doc.end();
  return done;
}
