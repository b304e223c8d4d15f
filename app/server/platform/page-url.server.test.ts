import { describe, expect, it } from "vitest";
import { pageUrl } from "./request.server";

const BASE = "http://localhost:3000";
const page = (path: string) => {
  const url = pageUrl(new Request(`${BASE}${path}`));
  return url.pathname + url.search;
};

describe("pageUrl", () => {
  it("leaves a document request's URL as it is", () => {
    expect(page("/admin/jets?q=citation&page=2")).toBe("/admin/jets?q=citation&page=2");
    expect(page("/")).toBe("/");
    expect(page("/bos-bacaklar?from=%C4%B0stanbul")).toBe("/bos-bacaklar?from=%C4%B0stanbul");
  });

  it("turns a client navigation's .data request back into its page", () => {
    expect(page("/admin/jets.data?q=cit&_routes=routes%2Fadmin%2Fjets")).toBe("/admin/jets?q=cit");
    expect(page("/admin/jets.data?_routes=root%2Croutes%2Fadmin%2Flayout")).toBe("/admin/jets");
    expect(page("/_.data?_routes=root")).toBe("/");
    expect(page("/_.data")).toBe("/");
    // a path with a trailing slash keeps it
    expect(page("/admin/jets/_.data?q=cit")).toBe("/admin/jets/?q=cit");
    expect(page("/dashboard/offers.data?category=hotel")).toBe("/dashboard/offers?category=hotel");
  });

  it("drops the bare index marker of a post to an index route, keeps an index value the page owns", () => {
    expect(page("/admin?index")).toBe("/admin");
    expect(page("/admin.data?index")).toBe("/admin");
    expect(page("/admin?index&q=a")).toBe("/admin?q=a");
    expect(page("/admin?index=2&q=a")).toBe("/admin?q=a&index=2");
  });

  it("keeps a path that only contains .data elsewhere", () => {
    expect(page("/admin/jets.database")).toBe("/admin/jets.database");
    expect(page("/docs.data/x")).toBe("/docs.data/x");
  });
});
