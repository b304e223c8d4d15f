import { describe, expect, it } from "vitest";
import { sharedResult } from "./shared-result.server";

describe("sharedResult", () => {
  it("computes once per window, again after it, and at once after invalidate()", async () => {
    let calls = 0;
    const shared = sharedResult(async () => ++calls);
    const t0 = new Date(1_000_000);
    expect(await shared.get(t0, 1000)).toBe(1);
    expect(await shared.get(new Date(1_000_500), 1000)).toBe(1);
    expect(await shared.get(new Date(1_001_000), 1000)).toBe(2);
    shared.invalidate();
    expect(await shared.get(new Date(1_001_001), 1000)).toBe(3);
    expect(await shared.get(new Date(1_001_002), 0)).toBe(4);
  });

  it("shares one computation between callers arriving together, and does not keep a failure", async () => {
    let calls = 0;
    let fail = true;
    const shared = sharedResult(async () => {
      calls++;
      if (fail) throw new Error("down");
      return calls;
    });
    const now = new Date(5_000);
    const [a, b] = await Promise.allSettled([shared.get(now, 1000), shared.get(now, 1000)]);
    expect(a.status).toBe("rejected");
    expect(b.status).toBe("rejected");
    expect(calls).toBe(1);
    fail = false;
    expect(await shared.get(new Date(5_001), 1000)).toBe(2);
  });
});
