// Titles of the screens of the route table (public-site.md §2), used for <title> and headings.
export const SITE_NAME = "Kairos";

export const pageTitle = (title: string) => `${title} | ${SITE_NAME}`;
