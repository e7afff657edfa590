/**
 * Whether this process is on its way out (index.ts sets it on SIGTERM): from then on its
 * readiness check answers 503, so that a load balancer sends it no new requests, while the
 * requests it already has are served to the end.
 */
export interface Drain {
  draining: boolean;
}

export const newDrain = (): Drain => ({ draining: false });
