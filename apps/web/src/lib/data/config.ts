import { DEFAULT_PUBLIC_CONFIG, PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from "@kairos/shared";

/**
 * The public configuration the server put in the page (support e-mail, phone, ...). The server
 * validated it; the page falls back to the documented defaults field by field.
 */
function readPublicConfig(): PublicConfig {
  // The server renderer has no document: it sets the configuration per render instead.
  if (typeof document === "undefined") return DEFAULT_PUBLIC_CONFIG;
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

export let publicConfig: PublicConfig = readPublicConfig();

/**
 * The server renderer (entry-server.tsx) renders each page with the configuration the page
 * will carry, so that the browser's first render (which reads the page's) matches the HTML.
 */
export function setPublicConfig(config: PublicConfig): void {
  publicConfig = config;
}

/** `tel:` links want the number without spaces. */
export const phoneDigits = (phone: string) => phone.replace(/[^\d+]/g, "");
export const whatsappUrl = (phone: string) => `https://wa.me/${phone.replace(/\D/g, "")}`;
