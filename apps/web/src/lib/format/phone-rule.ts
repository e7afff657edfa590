// The shared phone rule (libphonenumber-js with its metadata, about 25 kB gzip), as a module of
// its own: the phone fields import it when a number is left or pasted, not with the page
// (docs/decisions/0004).
export { countryOfPhone, phoneE164 } from "@kairos/shared";
