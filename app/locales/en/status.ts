import type { Widen } from "../types";
import type tr from "../tr/status";

const status: Widen<typeof tr> = {
  payment: { pending: "Pending", paid: "Completed", failed: "Failed", partially_refunded: "Partly refunded", refunded: "Refunded" },
  customer: {
    preparing: "Preparing your offer",
    ready: "Offer ready",
    arranging: "Booking being arranged",
    awaitingPayment: "Awaiting payment",
    confirmed: "Confirmed",
    completed: "Completed",
    cancelled: "Cancelled",
    declined: "You declined",
    expired: "Expired",
    notFlown: "Not flown",
  },
};

export default status;
