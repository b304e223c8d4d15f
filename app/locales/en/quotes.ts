import type quotes from "../tr/quotes";
import type { Widen } from "../types";

const en: Widen<typeof quotes> = {};

export default en;
