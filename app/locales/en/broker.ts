import type broker from "../tr/broker";
import type { Widen } from "../types";

const en: Widen<typeof broker> = {
  shell: {
    portal: "Broker portal",
    menuLabel: "Broker menu",
    openMenu: "Menu",
    mainGroup: "Main menu",
    accountGroup: "Account",
    dashboard: "Dashboard",
    quoteRequests: "Quote requests",
    emptyLegs: "Empty-leg flights",
    profile: "Profile",
    signOut: "Sign out",
    roleLabel: "Broker",
    signedInAs: "Signed in as",
    company: "Company",
  },
  profile: {
    pageTitle: "Profile — Ufuk Jet Broker",
    title: "Profile",
    description: "Manage your personal details and your password here.",
  },
};

export default en;
