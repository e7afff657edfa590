import { DEFAULT_PUBLIC_CONFIG, PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from "@kairos/shared";

/**
 * The public configuration the server put in the page (support e-mail, phone, ...). The server
 * validated it; the page falls back to the documented defaults field by field.
 */
function readPublicConfig(): PublicConfig {
  try {
    const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
    return {
      ...DEFAULT_PUBLIC_CONFIG,
      ...(text ? (JSON.parse(text) as Partial<PublicConfig>) : {}),
    };
  } catch {
    return DEFAULT_PUBLIC_CONFIG;
  }
}

export const publicConfig: PublicConfig = readPublicConfig();

/** `tel:` links want the number without spaces. */
export const phoneDigits = (phone: string) => phone.replace(/[^\d+]/g, "");
export const whatsappUrl = (phone: string) => `https://wa.me/${phone.replace(/\D/g, "")}`;
