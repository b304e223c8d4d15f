import type site from "../tr/site";
import type { Widen } from "../types";

const en: Widen<typeof site> = {};

export default en;
