// The services brochure (PDF) offered on /about-us and /partners. The web app words it from its
// content and the public configuration in force (apps/web/src/content/brochure.ts, run by the
// server renderer the build leaves); the server lays it out as a PDF on request
// (apps/server/src/pdf/brochure.ts), so its contacts, dates and prices follow Settings.

/** Where the server answers with the brochure. */
export const SERVICES_BROCHURE_PATH = "/downloads/kairos-services.pdf";
export const SERVICES_BROCHURE_FILE_NAME = "kairos-services.pdf";

/** One piece of a section, in reading order. */
export type BrochureBlock =
  | { type: "paragraph"; text: string }
  | { type: "bullets"; items: string[] }
  /** A titled entry (an offering, a point of the approach): its text, then its points. */
  | { type: "entry"; title: string; text: string; points?: string[] }
  /** "Label: value" on one line. */
  | { type: "fact"; label: string; value: string };

export interface BrochureSection {
  heading: string;
  /** A chapter (larger heading) rather than a section of one. */
  chapter?: boolean;
  /** Starts on a new page. */
  newPage?: boolean;
  blocks: BrochureBlock[];
}

export interface BrochureContent {
  /** The PDF's title (document information). */
  title: string;
  /** The cover band: the name, the tagline and a line under it. */
  cover: { name: string; tagline: string; subtitle: string };
  sections: BrochureSection[];
  /** At the foot of each page, before its number ("…, page 1 of 3"). */
  footer: string;
}
