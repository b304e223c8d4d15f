import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#app/generated/prisma/enums";
import {
  homeFor,
  requestedPath,
  requireAdmin,
  requireArea,
  requireBroker,
  requireCustomer,
  requireStaff,
  signInRedirect,
} from "#app/server/platform/auth/guard.server";
import { BASE, createTestUser, signedInRequest } from "../../support/auth";
import { makeRoleAccounts } from "../../support/factories";

/**
 * The one guard (app/server/platform/auth/guard.server.ts), condition by condition: signed in, has a profile, has a
 * role of the area, and for the broker area a broker link. Each refusal is checked next to an allowed case,
 * so a guard that refuses everybody fails too.
 */
type Guard = (request: Request) => Promise<unknown>;

/** What a guard answers: "ok", a status with its message, or a redirect target. */
async function answer(guard: Guard, request: Request): Promise<string> {
  try {
    await guard(request);
    return "ok";
  } catch (thrown) {
    if (thrown instanceof Response) return `→${thrown.headers.get("Location")}`;
    const d = thrown as { type?: string; init?: { status?: number }; data?: { message?: string } };
    if (d?.type === "DataWithResponseInit") return `${d.init?.status}${d.data?.message ? ` ${d.data.message}` : ""}`;
    throw thrown;
  }
}

const as = (email: string, path = "/x") => signedInRequest(path, email);

beforeAll(async () => {
  await makeRoleAccounts();
  await createTestUser({ email: "profilsiz@ufukjet.test", profile: false });
  await createTestUser({ email: "bagsiz.broker@ufukjet.test", role: "broker", brokerId: null });
});

describe("the guard", () => {
  it("sends a signed-out visitor to /auth with the page to come back to", async () => {
    expect(await answer(requireStaff, new Request(`${BASE}/admin/settings?q=a`))).toBe("→/auth?redirectTo=%2Fadmin%2Fsettings%3Fq%3Da");
    expect(await answer(requireCustomer, new Request(`${BASE}/`))).toBe("→/auth");
  });

  it("refuses a signed-in user without a profile with 'profile loading', whatever the area", async () => {
    for (const guard of [requireStaff, requireBroker, requireCustomer, requireAdmin]) {
      expect(await answer(guard, await as("profilsiz@ufukjet.test"))).toBe("403 errors.profileLoading");
    }
  });

  it.each([
    ["admin@ufukjet.test", { staff: "ok", admin: "ok", broker: "403", customer: "403" }],
    ["operasyon@ufukjet.test", { staff: "ok", admin: "403", broker: "403", customer: "403" }],
    ["broker@ufukjet.test", { staff: "403", admin: "403", broker: "ok", customer: "403" }],
    ["musteri@ufukjet.test", { staff: "403", admin: "403", broker: "403", customer: "ok" }],
  ])("lets %s into its own areas only", async (email, expected) => {
    const got = {
      staff: await answer(requireStaff, await as(email)),
      admin: await answer(requireAdmin, await as(email)),
      broker: await answer(requireBroker, await as(email)),
      customer: await answer(requireCustomer, await as(email)),
    };
    expect(got).toEqual(expected);
  });

  it("refuses a broker without a broker link in the broker area only", async () => {
    expect(await answer(requireBroker, await as("bagsiz.broker@ufukjet.test"))).toBe("403 errors.noBrokerLink");
    expect(await answer((r) => requireArea(r, "broker"), await as("broker@ufukjet.test"))).toBe("ok");
  });

  it("turns a .data request back into its page path for the way back", () => {
    expect(requestedPath(new Request(`${BASE}/admin/settings.data?_routes=routes%2Fadmin&q=ali`))).toBe("/admin/settings?q=ali");
    expect(requestedPath(new Request(`${BASE}/_.data?_routes=root`))).toBe("/");
    expect(requestedPath(new Request(`${BASE}/broker/empty-legs?delete=1`))).toBe("/broker/empty-legs?delete=1");
    // `_routes` is React Router's, never a page's: handlers never saw it before pass-through requests either
    expect(requestedPath(new Request(`${BASE}/admin?_routes=x&q=a`))).toBe("/admin?q=a");
  });

  it("signInRedirect: /auth for the home page, /auth?redirectTo=… elsewhere", () => {
    const target = (url: string) => {
      try {
        signInRedirect(new Request(`${BASE}${url}`));
      } catch (thrown) {
        return (thrown as Response).headers.get("Location");
      }
      return null;
    };
    expect(target("/_.data")).toBe("/auth");
    expect(target("/broker.data?_routes=x")).toBe("/auth?redirectTo=%2Fbroker");
  });

  it.each([
    ["admin", "/admin"],
    ["operations", "/admin"],
    ["broker", "/broker"],
    ["sales", "/dashboard"],
    [null, "/dashboard"],
  ] as Array<[Role | null, string]>)("homeFor(%s) is %s", (role, home) => {
    expect(homeFor(role)).toBe(home);
  });
});
