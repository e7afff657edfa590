import { describe, expect, it } from "vitest";
import { loadEnv } from "../src/env";
import {
  address,
  type ClientAddressRule,
  clientAddressOf,
  parseProxyTrust,
  TRUST_PROXY_MESSAGE,
} from "../src/http/client-address";

// The one function behind every per-address limit (decision 0018): which address a request
// is counted under, for each form of TRUST_PROXY and CLIENT_IP_HEADER.

const PEER = "10.70.0.9";

const of = (rule: ClientAddressRule, forwardedFor?: string, header?: string, peer = PEER) =>
  clientAddressOf(rule)({ peer, forwardedFor, header });

describe("the client address", () => {
  it("is the socket's peer without trusted proxies, whatever the headers say", () => {
    const direct = { trust: { hops: 0 } };
    expect(of(direct, "203.0.113.7")).toBe(PEER);
    expect(of(direct, undefined)).toBe(PEER);
    expect(
      clientAddressOf(direct)({ peer: undefined, forwardedFor: "203.0.113.7", header: undefined }),
    ).toBe("unknown");
  });

  it("is the Nth entry from the right with N trusted hops", () => {
    // What nginx forwards when the client sent a forged value: the forged entry stays left.
    const one = { trust: { hops: 1 } };
    expect(of(one, "10.70.0.11, 10.70.0.9")).toBe("10.70.0.9");
    expect(of(one, "6.6.6.6, 203.0.113.7")).toBe("203.0.113.7");
    expect(of(one, "203.0.113.7")).toBe("203.0.113.7");
    const two = { trust: { hops: 2 } };
    expect(of(two, "6.6.6.6, 203.0.113.7, 10.0.0.2")).toBe("203.0.113.7");
    expect(of(two, "203.0.113.7,10.0.0.2")).toBe("203.0.113.7");
  });

  it("walks from the right past the listed proxies, the peer first", () => {
    const listed = { trust: { proxies: ["10.70.0.0/16", "192.0.2.1"] } };
    expect(of(listed, "6.6.6.6, 203.0.113.7, 192.0.2.1")).toBe("203.0.113.7");
    expect(of(listed, "6.6.6.6, 203.0.113.7")).toBe("203.0.113.7");
    // A peer that is not a listed proxy is the client, and its header is not believed.
    expect(of(listed, "6.6.6.6", undefined, "198.51.100.4")).toBe("198.51.100.4");
    expect(of({ trust: { proxies: ["loopback"] } }, "203.0.113.7", undefined, "::1")).toBe(
      "203.0.113.7",
    );
  });

  it("falls back to the peer for a malformed or missing entry, never to a client's value", () => {
    const two = { trust: { hops: 2 } };
    expect(of(two, "6.6.6.6, not-an-address, 10.0.0.2")).toBe(PEER);
    expect(of(two, "6.6.6.6, , 10.0.0.2")).toBe(PEER);
    expect(of(two, "10.0.0.2")).toBe(PEER); // fewer entries than trusted proxies
    expect(of({ trust: { hops: 1 } }, undefined)).toBe(PEER);
    expect(of({ trust: { hops: 1 } }, "")).toBe(PEER);
    expect(of({ trust: { hops: 1 } }, "203.0.113.7, 999.1.1.1")).toBe(PEER);
    const listed = { trust: { proxies: ["10.70.0.0/16"] } };
    expect(of(listed, "203.0.113.7, <script>")).toBe(PEER);
    expect(of(listed, "10.70.0.3")).toBe(PEER); // every entry a proxy: none is the client
  });

  it("takes a single-valued platform header when configured, else the rule above", () => {
    const cloudflare = { trust: { hops: 1 }, header: "cf-connecting-ip" };
    expect(of(cloudflare, "6.6.6.6, 172.70.1.1", "203.0.113.7")).toBe("203.0.113.7");
    expect(of(cloudflare, "6.6.6.6, 172.70.1.1", "garbage")).toBe("172.70.1.1");
    expect(of(cloudflare, "172.70.1.1", undefined)).toBe("172.70.1.1");
    // Platform header with TRUST_PROXY=0 (Fly.io sets Fly-Client-IP on every request).
    expect(of({ trust: { hops: 0 }, header: "fly-client-ip" }, undefined, "2001:db8::1")).toBe(
      "2001:db8::1",
    );
    // With a list, only a listed proxy may name the client.
    const listed = { trust: { proxies: ["10.70.0.0/16"] }, header: "x-real-ip" };
    expect(of(listed, undefined, "203.0.113.7")).toBe("203.0.113.7");
    expect(of(listed, undefined, "203.0.113.7", "198.51.100.4")).toBe("198.51.100.4");
  });

  it("reads an address without a port, and an IPv4-mapped IPv6 address as IPv4", () => {
    expect(address("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(address("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(address("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(address(" 2001:db8::7 ")).toBe("2001:db8::7");
    expect(address("unknown")).toBeUndefined();
    expect(address("1.2.3")).toBeUndefined();
    expect(of({ trust: { hops: 1 } }, "203.0.113.7:4455", undefined, "::ffff:10.0.0.1")).toBe(
      "203.0.113.7",
    );
  });
});

describe("TRUST_PROXY and CLIENT_IP_HEADER", () => {
  it("are a hop count or a list of addresses and CIDRs", () => {
    expect(parseProxyTrust("0")).toEqual({ hops: 0 });
    expect(parseProxyTrust("1")).toEqual({ hops: 1 });
    expect(parseProxyTrust("2")).toEqual({ hops: 2 });
    expect(parseProxyTrust("10.0.0.0/8, 192.0.2.1,2001:db8::/32")).toEqual({
      proxies: ["10.0.0.0/8", "192.0.2.1", "2001:db8::/32"],
    });
    expect(parseProxyTrust("loopback,uniquelocal")).toEqual({
      proxies: ["loopback", "uniquelocal"],
    });
    for (const wrong of ["yes", "-1", "1.5", "10.0.0.0/99", "10.0.0.1,,10.0.0.2", "nginx"]) {
      expect(() => parseProxyTrust(wrong), wrong).toThrow(TRUST_PROXY_MESSAGE);
    }
  });

  it("are read from the environment, TRUST_PROXY=0 by default", () => {
    expect(loadEnv({}).clientAddress).toEqual({ trust: { hops: 0 }, header: undefined });
    expect(loadEnv({ TRUST_PROXY: "1" }).clientAddress.trust).toEqual({ hops: 1 });
    expect(
      loadEnv({ TRUST_PROXY: "10.0.0.0/8", CLIENT_IP_HEADER: "CF-Connecting-IP" }).clientAddress,
    ).toEqual({ trust: { proxies: ["10.0.0.0/8"] }, header: "cf-connecting-ip" });
    expect(() => loadEnv({ TRUST_PROXY: "true" })).toThrow(TRUST_PROXY_MESSAGE);
    expect(() => loadEnv({ CLIENT_IP_HEADER: "X Real IP" })).toThrow(/CLIENT_IP_HEADER/);
  });
});
