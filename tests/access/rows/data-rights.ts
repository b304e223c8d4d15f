import { MISSING_ID, customerOnly, only, staff, type MatrixRow } from "../matrix-types";

/**
 * The KVKK rights (decision 055): the customer's download, correction request and erasure confirmation, and
 * staff's list of requests.
 */
export const rows: MatrixRow[] = [
  {
    id: "routes/customer/data-export",
    path: "/dashboard/profile/verilerim.json",
    get: only(["sales"], "→/dashboard/profile", customerOnly),
    posts: [
      {
        intent: "export",
        // the answer is the file itself; the download is recorded as an access request with its audit row
        expect: customerOnly,
        writes: { sales: ["data_subject_requests", "audit_log"] },
      },
    ],
  },
  {
    id: "routes/customer/data-correction",
    path: "/dashboard/profile/duzeltme",
    get: customerOnly,
    posts: [
      {
        intent: "request-correction",
        fields: () => ({ field: "phone", requested_value: "+90 532 000 11 22", details: "" }),
        expect: only(["sales"], "→/dashboard/profile", customerOnly),
        writes: { sales: ["data_subject_requests", "audit_log", "outbox_emails"] },
      },
    ],
  },
  {
    id: "routes/customer/data-erasure",
    path: "/dashboard/profile/silme",
    get: customerOnly,
    posts: [
      // a wrong password: refused, nothing erased (the demo customer keeps its account for the rows after this one)
      {
        intent: "request-erasure",
        fields: () => ({ password: "yanlis-parola", understood: "on" }),
        expect: only(["sales"], "400", customerOnly),
      },
    ],
  },
  {
    id: "routes/admin/data-requests",
    path: "/admin/data-requests",
    get: staff,
    // answers to a request that does not exist: nothing changes for anyone
    posts: [
      { intent: "complete", fields: () => ({ id: MISSING_ID }), expect: only(["operations", "admin"], "404", staff) },
      { intent: "reject", fields: () => ({ id: MISSING_ID, note: "Neden" }), expect: only(["operations", "admin"], "404", staff) },
    ],
  },
  {
    id: "routes/admin/data-requests",
    path: "/admin/data-requests?state=open&kind=erasure&page=999",
    get: staff,
    note: "filters and a page past the end",
  },
  {
    id: "routes/admin/data-requests",
    path: "/admin/data-requests?q=%C4%B0SMA%C4%B0L%20ayd%C4%B1n%25&state=open&page=2",
    get: staff,
    note: "the customer search (folded, a LIKE wildcard taken literally) keeps the role guard",
  },
];
