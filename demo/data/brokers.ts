/** The demo broker companies (the built-in demo feed's partner DEMOFEED is added by the loader). */
export const BROKERS = [
  {
    code: "ANADOLU",
    name: "Anadolu Jet Partners",
    isActive: true,
    apiEndpoint: null,
    apiKeyRequired: false,
    rateLimitPerMinute: 60,
    createdDaysAgo: 210,
  },
  {
    code: "BOSPHORUS",
    name: "Bosphorus Aviation Brokers",
    isActive: true,
    apiEndpoint: null,
    apiKeyRequired: false,
    rateLimitPerMinute: 60,
    createdDaysAgo: 180,
  },
  {
    code: "EGECHARTER",
    name: "Ege Charter Network",
    isActive: false,
    apiEndpoint: "https://api.egecharter.example/flights",
    apiKeyRequired: true,
    rateLimitPerMinute: 30,
    createdDaysAgo: 320,
  },
] as const;

export type BrokerCode = (typeof BROKERS)[number]["code"];
