// The landing page's sections, in order, with their anchor ids (public-site.md §2).
export const landingSections = [
  { id: "about", title: "About the Course" },
  { id: "trainer", title: "Meet Your Trainer" },
  { id: "requirements", title: "Requirements" },
  { id: "pricing", title: "Pricing" },
  { id: "testimonials", title: "Success Stories" },
  { id: "faq", title: "Frequently Asked Questions" },
] as const;
