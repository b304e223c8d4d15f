import type emptyLegs from "../tr/emptyLegs";
import type { Widen } from "../types";

const en: Widen<typeof emptyLegs> = {};

export default en;
