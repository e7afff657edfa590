import { AboutSection } from "./about-section";
import { FaqSection } from "./faq-section";
import { PricingSection } from "./pricing-section";
import { RequirementsSection } from "./requirements-section";
import { TestimonialsSection } from "./testimonials-section";
import { TrainerSection } from "./trainer-section";
import { WhyInterpretingSection } from "./why-interpreting-section";

/** The landing page's sections after the hero, in order (landing-page.tsx loads them lazily). */
export function BelowTheFold() {
  return (
    <>
      <AboutSection />
      <WhyInterpretingSection />
      <TrainerSection />
      <RequirementsSection />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection />
    </>
  );
}
