import type { Widen } from "../types";
import type tr from "../tr/brand";

const brand: Widen<typeof tr> = "Ufuk Jet";

export default brand;
