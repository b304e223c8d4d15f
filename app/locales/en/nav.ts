import type { Widen } from "../types";
import type tr from "../tr/nav";

const nav: Widen<typeof tr> = {
  fleet: "Fleet",
  howItWorks: "How it works",
  services: "Services",
  about: "About",
  emptyLegs: "Empty legs",
  customerLogin: "Customer login",
  brokerLogin: "Broker login",
  staffLogin: "Staff login",
  requestFlight: "Request a flight",
};

export default nav;
