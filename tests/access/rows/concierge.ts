import { demoId } from "#demo/id";
import { customerOnly, MISSING_ID, only, staff, type MatrixRow, type Role } from "../matrix-types";

/**
 * The concierge thread (decision 024). The customer's screen takes no conversation id: it is always the
 * signed-in customer's own thread; its "load earlier" cursor must be a message of that thread (a staff answer
 * of the demo thread answers the page; a missing message 404 for GET, `.data` and POST). The customer's own
 * posts carry bad input (400, nothing written); every refused role sends a message that would really be
 * written. Staff read the inbox and the demo conversation; their posts carry bad input (400), a missing
 * conversation is 404 whatever the form says.
 */
const CONVERSATION = demoId("concierge-conversation", "customer");
const STAFF_MESSAGE = demoId("concierge-message", "m2");

const isCustomer = (role: Role) => role === "sales";
const isStaff = (role: Role) => role === "operations" || role === "admin";
const message = { body: "Dönüş uçuşu için de transfer rica ederim." };
const customer404 = only(["sales"], "404", customerOnly);
const staff404 = only(["operations", "admin"], "404", staff);

export const rows: MatrixRow[] = [
  {
    id: "routes/customer/concierge",
    path: "/dashboard/concierge",
    get: customerOnly,
    posts: [
      {
        intent: "send",
        fields: (_ids, role) => (isCustomer(role) ? { body: "   " } : message),
        expect: only(["sales"], "400"),
      },
    ],
  },
  {
    id: "routes/customer/concierge",
    path: `/dashboard/concierge?before=${STAFF_MESSAGE}`,
    get: customerOnly,
    posts: [
      { intent: "send", fields: (_ids, role) => (isCustomer(role) ? { body: "a\u0007b" } : message), expect: only(["sales"], "400") },
    ],
  },
  {
    id: "routes/customer/concierge",
    path: `/dashboard/concierge?before=${MISSING_ID}`,
    get: customer404,
    posts: [{ intent: "send", fields: () => message, expect: customer404 }],
  },
  {
    id: "routes/customer/concierge",
    path: "/dashboard/concierge?before=not-a-message",
    get: customer404,
    posts: [{ intent: "send", fields: () => message, expect: customer404 }],
  },
  {
    id: "routes/admin/concierge",
    path: "/admin/concierge",
    get: staff,
    note: "read-only inbox; answers and assignments on the conversation page",
  },
  { id: "routes/admin/concierge", path: "/admin/concierge?q=ahmet&page=999", get: staff, note: "search and a page past the end" },
  {
    id: "routes/admin/concierge-conversation",
    path: `/admin/concierge/${CONVERSATION}`,
    get: staff,
    posts: [
      {
        intent: "reply",
        fields: (_ids, role) => (isStaff(role) ? { body: "" } : { body: "Elbette, ayarlıyoruz." }),
        expect: only(["operations", "admin"], "400"),
      },
      {
        intent: "assign",
        fields: (ids, role) => (isStaff(role) ? { assigned_staff_id: ids.customerUserId } : { assigned_staff_id: ids.operationsUserId }),
        expect: only(["operations", "admin"], "400"),
      },
    ],
  },
  {
    id: "routes/admin/concierge-conversation",
    path: `/admin/concierge/${MISSING_ID}`,
    get: staff404,
    posts: [
      { intent: "reply", fields: () => ({ body: "Elbette, ayarlıyoruz." }), expect: staff404 },
      { intent: "assign", fields: (ids) => ({ assigned_staff_id: ids.operationsUserId }), expect: staff404 },
    ],
  },
  {
    id: "routes/admin/concierge-conversation",
    path: `/admin/concierge/${STAFF_MESSAGE}`,
    get: staff404,
    posts: [{ intent: "reply", fields: () => ({ body: "Elbette, ayarlıyoruz." }), expect: staff404 }],
    note: "a message id is not a conversation id",
  },
];
