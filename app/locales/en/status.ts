import type { Widen } from "../types";
import type tr from "../tr/status";

const status: Widen<typeof tr> = {
  payment: { pending: "Pending", paid: "Completed", failed: "Failed", partially_refunded: "Partly refunded", refunded: "Refunded" },
};

export default status;
