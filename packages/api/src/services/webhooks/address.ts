import { promises as dns, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

// Where webhooks may go (decision 0016, OWASP ASVS 5 V1.3.6 against server-side request
// forgery): public unicast addresses only, unless the deployment trusts a private network
// (WEBHOOKS_TRUSTED_NETWORKS). Checked on the address written in an endpoint when it is
// registered, and on the address each connection actually uses, after DNS resolution.

/** How a host name becomes addresses: the system's resolver, or one a test injects. */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** Names that always mean the machine itself or its cloud's metadata service. */
const KNOWN_NAMES: Record<string, string> = {
  localhost: "127.0.0.1",
  "metadata.google.internal": "169.254.169.254",
  metadata: "169.254.169.254",
};

/** A connection refused before it was made: the endpoint's address is not a public one. */
export class PrivateAddressError extends Error {
  constructor(readonly address: string) {
    super(`refused a non-public address (${address})`);
    this.name = "PrivateAddressError";
  }
}

/** Whether an address may be called: public unicast (ipaddr.js's ranges), or trusted. */
export function addressAllowed(address: string, trusted: readonly string[] = []): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  // ::ffff:127.0.0.1 is 127.0.0.1: judged, and matched against the trusted networks, as IPv4.
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) {
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  }
  // Only "unicast" is public: loopback, private, carrierGradeNat, linkLocal (169.254.169.254,
  // the metadata service), uniqueLocal, unspecified, multicast, broadcast, reserved, and the
  // IPv6 forms that embed an IPv4 address (6to4, NAT64) are all something else.
  if (ip.range() === "unicast") return true;
  return trusted.some((cidr) => {
    const [network, bits] = ipaddr.parseCIDR(cidr);
    return network.kind() === ip.kind() && ip.match(network, bits);
  });
}

/** Whether each entry is an address range such as 10.0.0.0/8 or fd00::/8. */
export const validNetworks = (cidrs: readonly string[]) => cidrs.every(ipaddr.isValidCIDR);

/**
 * Whether the host written in `url` is refused before any lookup: an address in any of its
 * forms (the WHATWG parser has already turned 2130706433, 0x7f.1 and 127.1 into 127.0.0.1)
 * or a name that always means this machine or the metadata service. Other names are judged
 * on what they resolve to, at each delivery.
 */
export function hostRefused(url: URL, trusted: readonly string[] = []): boolean {
  const host = url.hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
  if (isIP(host)) return !addressAllowed(host, trusted);
  const known = host.endsWith(".localhost") ? "127.0.0.1" : KNOWN_NAMES[host];
  return known !== undefined && !addressAllowed(known, trusted);
}

/**
 * The `lookup` of a delivery's connection: resolves the name, and fails if any address it
 * gives is refused. The connection uses the addresses checked here, so a name that resolves
 * to a public address for a check and to a private one for the connection (DNS rebinding)
 * gains nothing: there is one resolution.
 */
export function guardedLookup(trusted: readonly string[], resolve: Resolve = systemResolve) {
  const lookup: LookupFunction = (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const refused = found.find((a) => !addressAllowed(a.address, trusted));
        if (refused) return callback(new PrivateAddressError(refused.address), "", 0);
        const family = options.family === 6 ? 6 : options.family === 4 ? 4 : 0;
        const usable = found.filter((a) => family === 0 || a.family === family);
        const first = usable[0];
        if (!first) {
          const error = Object.assign(new Error(`no address for ${hostname}`), {
            code: "ENOTFOUND",
          });
          return callback(error, "", 0);
        }
        if (options.all) return (callback as AllCallback)(null, usable);
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
  return lookup;
}

type AllCallback = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;
