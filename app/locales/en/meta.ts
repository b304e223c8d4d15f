import type { Widen } from "../types";
import type tr from "../tr/meta";

const meta: Widen<typeof tr> = {
  defaultTitle: "Ufuk Jet — Private Jet Charter",
  defaultDescription:
    "Charter a private jet with Ufuk Jet: a personalised offer within 24 hours, discounted empty-leg flights and 24/7 concierge service.",
};

export default meta;
