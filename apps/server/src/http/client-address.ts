import { isIP } from "node:net";
import proxyaddr from "proxy-addr";

// The caller's address, which every per-address limit counts (sign-in failures AUTH-12, the
// public forms, analytics, e-mail codes, credential failures): decision 0018. Behind proxies,
// only the entries of X-Forwarded-For that trusted proxies appended are believed, read from
// the right; anything a client sent itself stays to their left and is never reached.

/** TRUST_PROXY: how many proxy hops to trust, or the proxies themselves (addresses, CIDRs). */
export type ProxyTrust = { hops: number } | { proxies: readonly string[] };

export interface ClientAddressRule {
  trust: ProxyTrust;
  /** CLIENT_IP_HEADER, lower-case: a single address the platform sets (CF-Connecting-IP). */
  header?: string;
}

/** TRUST_PROXY=0: the socket's peer is the client. */
export const DIRECT: ClientAddressRule = { trust: { hops: 0 } };

export const TRUST_PROXY_MESSAGE =
  "TRUST_PROXY must be a number of proxy hops (0 for none) or a comma-separated list of the proxies' addresses or CIDRs";

/** TRUST_PROXY's value parsed; throws with TRUST_PROXY_MESSAGE when it is neither form. */
export function parseProxyTrust(value: string): ProxyTrust {
  const text = value.trim();
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const proxies = text.split(",").map((part) => part.trim());
  if (proxies.some((part) => part === "")) throw new Error(TRUST_PROXY_MESSAGE);
  try {
    proxyaddr.compile(proxies); // proxy-addr's own check: addresses, CIDRs, "loopback"…
  } catch {
    throw new Error(TRUST_PROXY_MESSAGE);
  }
  return { proxies };
}

/** What a request tells of where it came from. */
export interface RequestOrigin {
  /** The socket's peer (undefined without a socket, as in app.request()). */
  peer: string | undefined;
  forwardedFor: string | undefined;
  /** The value of CLIENT_IP_HEADER, when configured. */
  header: string | undefined;
}

/**
 * The function that finds a request's client address under `rule`: the socket's peer, else
 * "unknown". With N trusted hops, the Nth entry of X-Forwarded-For from the right; with a list,
 * the first address from the right (the peer first) that is not a listed proxy. A malformed
 * entry, or fewer entries than trusted proxies, gives the peer: never a client-chosen value.
 */
export function clientAddressOf(rule: ClientAddressRule): (origin: RequestOrigin) => string {
  const { trust } = rule;
  const trusted =
    "hops" in trust
      ? (_address: string, hop: number) => hop < trust.hops
      : proxyaddr.compile([...trust.proxies]);
  // With a list, only a listed proxy may name the client in the header.
  const headerFrom = (peer: string) => "hops" in trust || trusted(peer, 0);
  return ({ peer: socketPeer, forwardedFor, header }) => {
    const peer = address(socketPeer);
    if (!peer) return "unknown";
    if (rule.header && header !== undefined && headerFrom(peer)) {
      const named = address(header);
      if (named) return named;
    }
    const entries = forwardedFor?.split(",") ?? [];
    let client = peer;
    for (let hop = 0; trusted(client, hop); hop++) {
      const entry = entries[entries.length - 1 - hop];
      if (entry === undefined) return peer;
      const next = address(entry);
      if (!next) return peer;
      client = next;
    }
    return client;
  };
}

/**
 * A written address as the limits count it, or undefined when it is none: without the port some
 * proxies add (Azure's `1.2.3.4:5678`, `[::1]:80`), an IPv4 address mapped into IPv6 as IPv4.
 */
export function address(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  let value = text.trim();
  const bracketed = value.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.indexOf(":"));
  const mapped = value.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped?.[1]) value = mapped[1];
  return isIP(value) ? value.toLowerCase() : undefined;
}
