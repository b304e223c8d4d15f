import type { Widen } from "../types";
import type tr from "../tr/validation";

const validation: Widen<typeof tr> = {
  amount: "Enter a valid amount (e.g. 48,500 or 48500.50).",
  amountPositive: "The amount must be greater than zero.",
  amountTooHigh: "The amount is too large.",
  amountDecimals: "The amount may have at most two decimals.",
  invalid: "This field contains characters that are not allowed.",
  required: "This field is required.",
  email: "Enter a valid e-mail address.",
  tooLong: "This field can be at most {{max}} characters.",
  passwordMin: "The password must be at least 8 characters.",
  passwordMax: "The password can be at most 128 characters.",
  passwordMismatch: "The passwords do not match.",
  invalidRole: "Invalid role.",
  invalidChoice: "Invalid choice.",
  phone: "Enter a valid phone number.",
  integer: "Enter a whole number.",
  staleForm: "The form arrived incomplete; reload the page and try again.",
  staleRecord: "Someone else changed this record while you were editing it. Reload the page and check their changes.",
  number: "Enter a valid number.",
};

export default validation;
