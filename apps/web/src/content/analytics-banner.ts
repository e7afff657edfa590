// The banner's words (decision 0032), apart from the footer's so that they load with the
// banner, only where Google Analytics is configured and the visitor has not chosen.

/** The banner asking for consent to Google Analytics (only when a measurement id is set). */
export const analyticsBanner = {
  label: "Analytics cookies",
  text: "May we use Google Analytics cookies to learn how visitors use this site? Nothing is sent to Google unless you accept.",
  accept: "Accept",
  refuse: "Refuse",
  more: "Privacy notice",
  close: "Close",
  browserRefuses:
    "Your browser asks sites not to track you (Do Not Track or Global Privacy Control), so Google Analytics stays off.",
  current: {
    granted: "You accepted analytics cookies.",
    denied: "You refused analytics cookies.",
  },
} as const;
