/**
 * A request's path as the logs keep it: an applicant's personal link (`/application/<token>`,
 * the page and its REST calls) and a staff invitation (`/admin/invitation/<token>`,
 * `/api/auth/invitations/<token>`, AUTH-19) are keys, so their tokens are left out.
 */
export const loggedPath = (path: string) =>
  path.replace(
    /(\/application\/|\/admin\/invitation\/|\/auth\/invitations\/)[a-z2-7]+\.[a-z2-7]+/,
    "$1<token>",
  );
