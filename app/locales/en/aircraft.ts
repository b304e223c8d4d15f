import type { Widen } from "../types";
import type tr from "../tr/aircraft";

const aircraft: Widen<typeof tr> = {
  categories: {
    veryLight: "Very Light Jet",
    light: "Light Jet",
    midsize: "Midsize Jet",
    superMidsize: "Super Midsize Jet",
    heavy: "Heavy Jet",
    ultraLongRange: "Ultra Long Range Jet",
    turboprop: "Turboprop",
  },
};

export default aircraft;
