/**
 * The honeypot: a form field people never see or fill (components/honeypot.tsx renders it); a form that
 * arrives with it filled comes from a bot and is refused on the server (app/server/platform/honeypot.server.ts).
 */
export const HONEYPOT_FIELD = "website";
