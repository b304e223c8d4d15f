import type { Widen } from "../types";
import type tr from "../tr/home";

const home: Widen<typeof tr> = {
  heroTitle: "A horizon of your own in the sky",
  heroText: "Request your private jet in minutes; we come back with a personal offer within 24 hours.",
  cta: "Request a flight",
};

export default home;
