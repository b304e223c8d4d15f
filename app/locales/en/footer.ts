import type { Widen } from "../types";
import type tr from "../tr/footer";

const footer: Widen<typeof tr> = {
  rights: "© {{year}} Ufuk Jet. All rights reserved.",
};

export default footer;
