import type { Widen } from "../types";
import type tr from "../tr/status";

const status: Widen<typeof tr> = {
  payment: { pending: "Pending", paid: "Paid", failed: "Failed", refunded: "Refunded" },
};

export default status;
