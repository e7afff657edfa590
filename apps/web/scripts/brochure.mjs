// Generates the services brochure (public/downloads/kairos-services.pdf) from the same typed
// content the site shows, so the download never drifts from the pages. Run with tsx, which
// lets this script import the TypeScript content modules:
//   node --import tsx scripts/brochure.mjs
// The contact details are read from the environment at build time (SUPPORT_EMAIL, ...).
import { createWriteStream, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { publicConfigFromEnv } from "@kairos/shared";
import PDFDocument from "pdfkit";
import { about, offerings, SERVICES_BROCHURE } from "../src/content/company.ts";
import {
  courseFacts,
  includedInPrice,
  installmentTiming,
  paymentPlansNote,
} from "../src/content/course.ts";
import { footerTagline, supportHours } from "../src/content/footer.ts";

const out = join(import.meta.dirname, "..", "public", SERVICES_BROCHURE.href);
mkdirSync(dirname(out), { recursive: true });

const BLUE = "#1971c2";
const INK = "#212529";
const MUTED = "#495057";
const MARGIN = 56;

// A fixed creation date keeps the file identical from build to build.
const doc = new PDFDocument({
  size: "A4",
  margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
  info: {
    Title: "Kairos: Medical Interpreter Training and Interpreting Services",
    Author: "Kairos",
    Subject: "Services brochure",
    CreationDate: new Date("2025-01-01T00:00:00Z"),
  },
  bufferPages: true,
});
doc.pipe(createWriteStream(out));
const width = doc.page.width - 2 * MARGIN;

function heading(text, size = 18) {
  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(size).fillColor(BLUE).text(text, { width });
  doc.moveDown(0.3);
}

function paragraph(text) {
  doc.font("Helvetica").fontSize(11).fillColor(INK).text(text, { width, lineGap: 3 });
  doc.moveDown(0.5);
}

function bullets(items) {
  doc.font("Helvetica").fontSize(10.5).fillColor(INK);
  for (const item of items) {
    doc.text(`\u2022  ${item}`, { width, indent: 8, lineGap: 2 });
  }
  doc.moveDown(0.5);
}

// Cover band.
doc.rect(0, 0, doc.page.width, 190).fill(BLUE);
doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(34).text("Kairos", MARGIN, 60, { width });
doc.font("Helvetica").fontSize(15).text(footerTagline, { width });
doc.fontSize(11).text("Medical interpreter training and interpreting services", { width });
doc.y = 220;

heading("About Kairos", 20);
paragraph(about.lead);
for (const text of about.story) paragraph(text);

heading("Our Approach");
for (const item of about.approach) {
  doc.font("Helvetica-Bold").fontSize(11.5).fillColor(INK).text(item.title, { width });
  paragraph(item.text);
}

heading("What We Offer", 20);
for (const offering of offerings) {
  if (doc.y > doc.page.height - 200) doc.addPage();
  doc.font("Helvetica-Bold").fontSize(13).fillColor(INK).text(offering.title, { width });
  doc.moveDown(0.2);
  paragraph(offering.summary);
  bullets(offering.points);
}

doc.addPage();
heading("40-Hour Medical Interpreter Training", 20);
paragraph(
  "An online, instructor-led training for bilingual adults. No medical background or interpreting experience is needed: only fluency in English plus at least one other language.",
);
for (const fact of courseFacts) {
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor(INK)
    .text(`${fact.label}: `, { continued: true });
  doc.font("Helvetica").text(fact.value, { width, lineGap: 2 });
  doc.moveDown(0.3);
}
doc.moveDown(0.4);
paragraph(`${paymentPlansNote}. ${installmentTiming} Included:`);
bullets(includedInPrice);

// Contact details come from the same configuration the site shows (read at build time).
const contact = publicConfigFromEnv(process.env);
heading("Contact");
paragraph(`E-mail: ${contact.supportEmail}`);
paragraph(`Phone: ${contact.supportPhone}    WhatsApp: ${contact.whatsappNumber}`);
paragraph(`Support hours: ${supportHours}.`);

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
      `Kairos \u2014 services brochure \u2014 page ${i + 1} of ${range.count}`,
      MARGIN,
      doc.page.height - 40,
      {
        width,
        align: "center",
        lineBreak: false,
      },
    );
}
doc.end();
console.log(`brochure: ${out}`);
