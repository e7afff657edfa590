// The country list lives in @kairos/shared (countries.ts), where the server's phone rule reads
// it too; the site's pickers import it from here.
export {
  type Country,
  countries,
  countryByCode,
  countryByName,
  dialCodeOf,
} from "@kairos/shared";
