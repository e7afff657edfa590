import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { MedicalTrainingPage } from "../features/company/medical-training-page";

export const Route = createFileRoute("/medical-training")({
  head: () =>
    seo(
      "40-Hour Medical Interpreter Training",
      "Online, instructor-led 40-hour medical interpreter training: live classes over 8 weeks, early bird pricing for payment in full, or 2 installments.",
    ),
  component: MedicalTrainingPage,
});
