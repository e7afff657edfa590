import { z } from "zod";
import { emailField, INVALID_INPUT, requiredText } from "./common";

// The contact form (docs/requirements.md, public-site §3 "Contact message", §5).

export const CONTACT_MESSAGES = {
  name: "Full name must be at least 2 characters",
  subject: "Subject must be at least 5 characters",
  message: "Message must be at least 10 characters",
  success: "Thank you for your message. We will get back to you within 24 hours.",
  failed: "Failed to send message",
  failedDialog: "Failed to send message. Please try again.",
  hint: "Please check your information and try again, or contact us directly.",
} as const;

export const contactMessageSchema = z.object(
  {
    name: requiredText(CONTACT_MESSAGES.name, 100, 2),
    email: emailField(),
    subject: requiredText(CONTACT_MESSAGES.subject, 200, 5),
    message: requiredText(CONTACT_MESSAGES.message, 5000, 10),
    /** Honeypot: invisible to people; anything in it marks a robot. */
    website: z.string().max(200).optional(),
  },
  INVALID_INPUT,
);

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
