/**
 * A request's path as the logs keep it: an applicant's personal link (`/application/<token>`,
 * the page and its REST calls) is a key, so its token is left out (issue 21).
 */
export const loggedPath = (path: string) =>
  path.replace(/(\/application\/)[a-z2-7]+\.[a-z2-7]+/, "$1<token>");
