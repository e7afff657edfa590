import { lazy } from "react";

// The dialog's code and the country list load only when a visitor needs them.

export const loadResidenceDialog = () => import("./residence-dialog");

export const LazyResidenceDialog = lazy(() =>
  loadResidenceDialog().then((module) => ({ default: module.ResidenceDialog })),
);
