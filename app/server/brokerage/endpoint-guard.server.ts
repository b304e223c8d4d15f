import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";
import { Agent, fetch as undiciFetch } from "undici";
import { currentDatabase } from "#app/server/platform/db/client.server";
import { env } from "#app/server/platform/env.server";
import { demoFeedUrl } from "#app/server/brokerage/demo-feed.server";

/**
 * A partner broker's endpoint must be a service on the internet, never this machine or its network: the sync
 * sends the broker's API key and reads the answer, so an endpoint on loopback, a private range, a link-local
 * address (the cloud metadata service at 169.254.169.254) or the database's own port would turn the sync into
 * a request forger (decision 052). The rule holds twice: when an admin saves the endpoint (its name is resolved
 * and every address checked), and when the sync connects (the addresses the name resolves to then, so a partner's
 * DNS changed later cannot reach inside either). Redirects are never followed (the sync asks `redirect: "error"`).
 *
 * BROKER_ENDPOINT_ALLOW names the exceptions, as comma-separated URL prefixes. Unset, the only exception is the
 * built-in demo feed's own address on the embedded database (`npm start`), and none on a PostgreSQL server.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7], // unique local (AWS's metadata fd00:ec2::254 among them)
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const)
  blocked.addSubnet(net, prefix, "ipv6");

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96), if any. */
function embeddedIpv4(address: string): string | null {
  const mapped = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const [hi, lo] = [Number.parseInt(hex[1]!, 16), Number.parseInt(hex[2]!, 16)];
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** True for an address inside this machine or its networks (loopback, private, link-local, metadata, multicast…). */
export function isInternalAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 0) return true;
  if (family === 4) return blocked.check(bare, "ipv4");
  const v4 = embeddedIpv4(bare);
  if (v4) return blocked.check(v4, "ipv4");
  return blocked.check(bare, "ipv6");
}

/** The URL prefixes exempt from the rule (see above). */
export function allowedPrefixes(): string[] {
  const setting = env().BROKER_ENDPOINT_ALLOW;
  if (setting !== undefined) {
    return setting
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean);
  }
  return currentDatabase().kind === "embedded" ? [`${demoFeedUrl()}`] : [];
}

export function isAllowedException(url: string): boolean {
  return allowedPrefixes().some(
    (prefix) => url === prefix || url.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

type Resolve = (host: string) => Promise<string[]>;

const resolveAll: Resolve = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) =>
      error ? reject(error) : resolve(addresses.map((a) => a.address)),
    ),
  );

export type EndpointVerdict = "ok" | "internal" | "unresolved";

/**
 * The save-time check: an endpoint whose host is, or resolves to, an internal address is refused. A name that
 * does not resolve now is let through (a partner may publish it later); the connect-time check still holds.
 */
export async function checkBrokerEndpoint(endpoint: string, resolve: Resolve = resolveAll): Promise<EndpointVerdict> {
  if (isAllowedException(endpoint)) return "ok";
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return isInternalAddress(host) ? "internal" : "ok";
  if (host === "localhost" || host.endsWith(".localhost")) return "internal";
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return "unresolved";
  }
  return addresses.some(isInternalAddress) ? "internal" : "ok";
}

export class InternalEndpointError extends Error {
  constructor(host: string) {
    super(`${host}: iç ağ adresine bağlantı reddedildi`);
    this.name = "InternalEndpointError";
  }
}

/** net.connect's lookup: resolves as usual, then refuses when any address the name has is internal. */
export function guardedLookup(
  hostname: string,
  options: { all?: boolean },
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) {
  dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, []);
    if (addresses.some((a) => isInternalAddress(a.address))) return callback(new InternalEndpointError(hostname), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    callback(null, first!.address, first!.family);
  });
}

const guardedAgent = new Agent({ connect: { lookup: guardedLookup as never } });
const plainAgent = new Agent();

/**
 * The sync's HTTP client (undici): an allowed exception connects as it is; any other URL whose host is an internal
 * address literal is refused before connecting, and a name is resolved by the guarded lookup, so the socket
 * only ever opens to the addresses that passed.
 */
export const guardedFetch: typeof fetch = (async (input: string | URL, init?: RequestInit) => {
  const url = new URL(String(input));
  if (isAllowedException(url.href)) return undiciFetch(url, { ...(init as object), dispatcher: plainAgent });
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if ((isIP(host) && isInternalAddress(host)) || host === "localhost" || host.endsWith(".localhost")) {
    throw new InternalEndpointError(host);
  }
  return undiciFetch(url, { ...(init as object), dispatcher: guardedAgent });
}) as unknown as typeof fetch;
