import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { LandingPage } from "../features/landing/landing-page";
import { loadBelowTheFold } from "../features/landing/lazy-below-the-fold";

export const Route = createFileRoute("/")({
  head: () => seo("Kairos | Medical Interpreter Training and Interpreting Services"),
  // The sections below the hero: their code, and when they hydrate over the prerendered page.
  loader: async () => {
    if (typeof document !== "undefined") await loadBelowTheFold();
  },
  component: LandingPage,
});
