import "@mantine/carousel/styles.css";
import { AboutSection } from "./about-section";
import { FaqSection } from "./faq-section";
import { HeroSection } from "./hero-section";
import { PricingSection } from "./pricing-section";
import { RequirementsSection } from "./requirements-section";
import { TestimonialsSection } from "./testimonials-section";
import { TrainerSection } from "./trainer-section";
import { WhyInterpretingSection } from "./why-interpreting-section";

/** The landing page: its sections in order, the anchored ones reachable by their ids. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
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
