// A generated initial password for a new staff account or a reset: 16 characters from an
// alphabet without look-alikes (0/O, 1/l/I), from the browser's CSPRNG.

const ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789-";

export function generatePassword(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 256 is not a multiple of the alphabet's size; the slight bias is irrelevant at 16 chars.
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

export function displayName(user: {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return full || user.username || "—";
}
