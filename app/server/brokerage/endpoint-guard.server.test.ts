import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetEnv } from "#app/server/platform/env.server";
import {
  checkBrokerEndpoint,
  guardedFetch,
  guardedLookup,
  InternalEndpointError,
  isAllowedException,
  isInternalAddress,
} from "./endpoint-guard.server";

const saved = { ...process.env };
beforeEach(() => {
  process.env.BROKER_ENDPOINT_ALLOW = "http://127.0.0.1:3000/demo-feeds/ufuk-demo";
  resetEnv();
});
afterEach(() => {
  process.env = { ...saved };
  resetEnv();
});

describe("isInternalAddress", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "0.0.0.0",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "198.18.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fd00:ec2::254",
    "fc00::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::169.254.169.254",
    "[::1]",
    "fe80::1%eth0",
    "not an address",
  ])("%s is internal", (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each(["8.8.8.8", "1.1.1.1", "172.32.0.1", "172.15.255.255", "192.169.0.1", "100.128.0.1", "2606:4700::1111", "::ffff:8.8.8.8"])(
    "%s is on the internet",
    (address) => {
      expect(isInternalAddress(address)).toBe(false);
    },
  );
});

describe("checkBrokerEndpoint (at save)", () => {
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses;
  const fails = async () => {
    throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
  };

  it.each([
    "http://169.254.169.254/latest/meta-data/",
    "http://127.0.0.1:5432/",
    "http://127.0.0.1:3000/admin",
    "https://10.0.0.5/feed",
    "http://[::1]:3000/feed",
    "http://[::ffff:169.254.169.254]/",
    "http://localhost:3000/feed",
    "http://app.localhost/feed",
  ])("refuses the address literal or local name %s", async (url) => {
    expect(await checkBrokerEndpoint(url, fails)).toBe("internal");
  });

  it("refuses a name that resolves to an internal address, even when another of its addresses is public", async () => {
    expect(await checkBrokerEndpoint("https://feed.partner.example/v1", resolvesTo("93.184.216.34", "10.0.0.7"))).toBe("internal");
    expect(await checkBrokerEndpoint("https://feed.partner.example/v1", resolvesTo("169.254.169.254"))).toBe("internal");
  });

  it("takes a name with public addresses, and one that does not resolve yet (the connect-time check still holds)", async () => {
    expect(await checkBrokerEndpoint("https://feed.partner.example/v1", resolvesTo("93.184.216.34", "2606:2800:220:1::1"))).toBe("ok");
    expect(await checkBrokerEndpoint("https://not-yet.partner.example/v1", fails)).toBe("unresolved");
  });

  it("lets the named exceptions through, and only them", async () => {
    expect(await checkBrokerEndpoint("http://127.0.0.1:3000/demo-feeds/ufuk-demo", fails)).toBe("ok");
    expect(isAllowedException("http://127.0.0.1:3000/demo-feeds/ufuk-demo?page=2")).toBe(true);
    expect(isAllowedException("http://127.0.0.1:3000/demo-feeds/ufuk-demo-2")).toBe(false);
    expect(isAllowedException("http://127.0.0.1:3000/admin")).toBe(false);
    expect(await checkBrokerEndpoint("http://127.0.0.1:3000/admin", fails)).toBe("internal");
    process.env.BROKER_ENDPOINT_ALLOW = " http://10.0.0.5/feeds/ , https://partner.internal ";
    resetEnv();
    expect(await checkBrokerEndpoint("http://10.0.0.5/feeds/a", fails)).toBe("ok");
    expect(await checkBrokerEndpoint("https://partner.internal/x", resolvesTo("10.9.9.9"))).toBe("ok");
    expect(await checkBrokerEndpoint("http://10.0.0.5/other", fails)).toBe("internal");
  });
});

describe("guardedFetch (at connect)", () => {
  it.each(["http://127.0.0.1:9/", "http://169.254.169.254/latest/meta-data/", "http://[::1]:9/", "http://localhost:9/"])(
    "refuses %s before opening a socket",
    async (url) => {
      await expect(guardedFetch(url)).rejects.toBeInstanceOf(InternalEndpointError);
    },
  );
});

describe("the connect-time lookup", () => {
  it("refuses a name that resolves to loopback (a partner's DNS changed after the save)", async () => {
    const error = await new Promise((resolve) => guardedLookup("localhost", { all: false }, (e) => resolve(e)));
    expect(error).toBeInstanceOf(InternalEndpointError);
  });
});
