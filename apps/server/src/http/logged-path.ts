/**
 * A request's path as the logs keep it: an applicant's personal link (`/application/<token>`,
 * the page and its REST calls) and a staff invitation (`/admin/invitation/<token>`,
 * `/api/auth/invitations/<token>`, AUTH-19) and a privacy request's confirmation
 * (`/privacy/confirm/<token>`, decision 0034) are keys, so everything after them is left out,
 * whatever its form (percent-encoded, with spaces, a trailing slash, more segments). The
 * logger scrubs the same from any other text (packages/api/src/platform/logger.ts). The specification's
 * `/api/trainings/email/<address>` carries a person's address, which the logger's scrubbing of
 * addresses misses once percent-encoded (`%40`): it is cut the same way (decision 0035).
 */
export const loggedPath = (path: string) =>
  path
    .replace(
      /(\/application\/|\/admin\/invitation\/|\/auth\/invitations\/|\/privacy\/confirm\/).*/s,
      "$1<token>",
    )
    .replace(/(\/trainings\/email\/).*/s, "$1<e-mail>");
