import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { LandingPage } from "../features/landing/landing-page";
import { LazyBelowTheFold } from "../features/landing/lazy-below-the-fold";

export const Route = createFileRoute("/")({
  head: () => seo("Kairos | Medical Interpreter Training and Interpreting Services"),
  // A visit from another page waits for the sections below the hero, so that a section link
  // (/#faq, "Trainer") finds its target. The prerendered first page already shows them: it
  // starts their code now, beside the route's, and hydrates them when it comes, without
  // holding up the hero.
  loader: async () => {
    if (typeof document === "undefined") return;
    const preload = LazyBelowTheFold.preload();
    if (!document.getElementById("about")) await preload;
  },
  component: LandingPage,
});
