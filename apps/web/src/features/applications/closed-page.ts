import { loadOnce } from "@/lib/loading/lazy";

// The notice /register shows while the site takes no applications (GAP-27), with its "tell me
// when" form: a part of its own, which the route's loader fetches only then (and the server
// renderer always), so that the open form's first load does not carry it.
export const loadClosedPage = loadOnce(() =>
  import("./registration-closed").then((module) => module.RegistrationClosed),
);
