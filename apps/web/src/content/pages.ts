// Titles and descriptions of the screens (docs/requirements.md, public-site §2), for <title>, the meta
// description and the Open Graph tags that search engines and link previews read.
export const SITE_NAME = "Kairos";

export const pageTitle = (title: string) => `${title} | ${SITE_NAME}`;

export const DEFAULT_DESCRIPTION =
  "40-hour online, instructor-led medical interpreter training for bilingual adults, and professional interpreting services.";

/** The route's head: title, description and Open Graph tags. */
export function seo(title: string, description: string = DEFAULT_DESCRIPTION) {
  const fullTitle = title.includes(SITE_NAME) ? title : pageTitle(title);
  return {
    meta: [
      { title: fullTitle },
      { name: "description", content: description },
      { property: "og:title", content: fullTitle },
      { property: "og:description", content: description },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: SITE_NAME },
    ],
  };
}

/**
 * The head of a private page (the applicant's own, opened by a personal link): its title and
 * a request to search engines to neither index it nor follow its links; nothing to preview.
 */
export function privateSeo(title: string) {
  return {
    meta: [{ title: pageTitle(title) }, { name: "robots", content: "noindex, nofollow" }],
  };
}
