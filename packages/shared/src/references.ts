// The references people quote when they write to us, one form for every kind of submission:
// "APP-000042" (an application), "REG-000042" (an interpreter's registration), "REQ-000042" (a
// request for an interpreter), "MSG-000042" (a contact message), "RCT-000042" (a payment's receipt). Each is its row's id.

const PREFIXES = {
  application: "APP",
  registration: "REG",
  request: "REQ",
  message: "MSG",
  receipt: "RCT",
} as const;

export type ReferenceKind = keyof typeof PREFIXES;

export const referenceOf = (kind: ReferenceKind, id: number) =>
  `${PREFIXES[kind]}-${String(id).padStart(6, "0")}`;

/** The reference an applicant quotes: "APP-000042". */
export const applicationReference = (id: number) => referenceOf("application", id);

/** A payment's receipt number: "RCT-000042", its ledger entry's id (decision 0028). */
export const receiptNumber = (entryId: number) => referenceOf("receipt", entryId);
