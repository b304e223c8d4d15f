/** Jet categories as every screen shows them (keys mirrored in ../en/aircraft.ts). */
const aircraft = {
  categories: {
    veryLight: "Çok Hafif Jet",
    light: "Hafif Jet",
    midsize: "Orta Boy Jet",
    superMidsize: "Süper Orta Boy Jet",
    heavy: "Büyük Jet",
    ultraLongRange: "Ultra Uzun Menzilli Jet",
    turboprop: "Turboprop",
  },
} as const;

export default aircraft;
