// Valid form bodies shared by the tests.

/** A complete reference (REG-14). */
export const reference = (n: number) => ({
  name: `Referee ${n}`,
  organisation: "City Hospital",
  position: "Nurse manager",
  address: "1 Main Street",
  email: `ref${n}@example.com`,
  telephone: "+15551234567",
  capacity: "Supervisor",
});

/** A complete interpreter registration (REG-05). */
export const validRegistration = {
  fullName: "Omar Said",
  email: "omar@example.com",
  phoneNumber: "+201001234567",
  countryOfResidence: "Egypt",
  cityZipCode: "Cairo 11511",
  languagePair: "English - Arabic",
  proficiencyRatings: { English: "advanced", Arabic: "native" },
  yearsOfExperience: "1-3",
  interpretingSettings: ["In-person"],
  interpretationTypes: ["Consecutive"],
  preferredMode: "remote",
  availability: ["Part-time"],
  professionalFields: ["medical"],
  hourlyRate: "25",
  whyJoinKairos: "I want to help patients understand their care and grow as an interpreter.",
  reference1: reference(1),
  reference2: reference(2),
  confirmAccuracy: true,
  consentContact: true,
};
