import type { PublicUser } from "@kairos/shared";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useClientValue } from "@/lib/data/client-value";
import { fetchPublicQuery } from "@/lib/data/public-query";

// The signed-in staff user, shared by the top bar, the guards and the staff screens. It is a
// small store of its own, asked for with plain fetch, so that a public page's first load
// carries no tRPC client and no TanStack Query (the staff screens load those with their code).

export type SessionState =
  | { status: "loading"; user: null }
  | { status: "authenticated"; user: PublicUser }
  | { status: "anonymous"; user: null };

const LOADING: SessionState = { status: "loading", user: null };
let state: SessionState = LOADING;
let pending: Promise<PublicUser | null> | undefined;
const listeners = new Set<() => void>();
const lostListeners = new Set<() => void>();

/** Records who is signed in (null: nobody) and tells every subscriber. */
export function setSessionUser(user: PublicUser | null) {
  state = user ? { status: "authenticated", user } : { status: "anonymous", user: null };
  for (const listener of listeners) listener();
}

export const getSession = () => state;

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Asks the server who is signed in (`auth.me`, which answers null to visitors, never 401).
 * Concurrent calls share one request. A failed request is logged and leaves the visitor signed
 * out (docs/requirements.md, public-site §8: "Profile fetch failure").
 */
export function fetchSession(): Promise<PublicUser | null> {
  pending ??= fetchPublicQuery("auth", "me")
    .catch((error: unknown) => {
      console.error("Failed to fetch the profile", error);
      return null;
    })
    .then((user) => {
      setSessionUser(user ?? null);
      return user ?? null;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** The known user, asking the server only the first time. */
export function ensureSession(): Promise<PublicUser | null> {
  return state.status === "loading" ? fetchSession() : Promise.resolve(state.user);
}

/** 'loading' until the first check ends; authenticated only when the user is known. */
export function useSession(): SessionState {
  const current = useClientValue(subscribeSession, getSession, LOADING);
  useEffect(() => {
    void ensureSession();
  }, []);
  return current;
}

/** What happens when the server says the session has ended (main.tsx: back to sign-in). */
export function onSessionLost(listener: () => void) {
  lostListeners.add(listener);
}

/** Forgets the local session, staff data included (lib/data/trpc clears its cache on this). */
export function clearLocalSession() {
  setSessionUser(null);
}

/** A staff call answered 401: forget the session, then tell onSessionLost's listeners. */
export function sessionLost() {
  clearLocalSession();
  for (const listener of lostListeners) listener();
}

/** Signs out on the server, then locally, and returns to the home page. */
export function useLogout() {
  const navigate = useNavigate();
  return () =>
    fetch("/api/auth/logout", { method: "POST" })
      .catch(() => undefined)
      .finally(() => {
        clearLocalSession();
        void navigate({ to: "/" });
      });
}

/** The bar's label for a signed-in user: first name, else username, else 'Admin'. */
export const displayNameOf = (user: PublicUser) => user.firstName || user.username || "Admin";

/** Only same-site paths may be returned to after sign-in. */
export const safeRedirect = (target: string | undefined) =>
  target?.startsWith("/") && !target.startsWith("//") && !target.startsWith("/admin/login")
    ? target
    : undefined;
