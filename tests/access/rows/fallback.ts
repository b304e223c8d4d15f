import { all, brokerOnly, customerOnly, staff, type MatrixRow } from "../matrix-types";

/** 404 only for whoever may enter the area: the area's guard answers first (sign-in redirect, 403). */
const areaMissing = (allowed: typeof staff) =>
  Object.fromEntries(Object.entries(allowed).map(([role, outcome]) => [role, outcome === "page" ? "404" : outcome])) as typeof staff;

export const rows: MatrixRow[] = [
  { id: "routes/public/not-found", path: "/bu-sayfa-yok", get: all("404"), posts: [{ intent: "anything", expect: all("404") }] },
  {
    id: "admin-not-found",
    path: "/admin/bu-sayfa-yok",
    get: areaMissing(staff),
    posts: [{ intent: "anything", expect: areaMissing(staff) }],
  },
  {
    id: "broker-not-found",
    path: "/broker/bu-sayfa-yok",
    get: areaMissing(brokerOnly),
    posts: [{ intent: "anything", expect: areaMissing(brokerOnly) }],
  },
  {
    id: "customer-not-found",
    path: "/dashboard/bu-sayfa-yok",
    get: areaMissing(customerOnly),
    posts: [{ intent: "anything", expect: areaMissing(customerOnly) }],
  },
];
