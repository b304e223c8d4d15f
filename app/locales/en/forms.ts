import type { Widen } from "../types";
import type tr from "../tr/forms";

const forms: Widen<typeof tr> = {
  summaryTitle_one: "{{count}} field in this form needs a change:",
  summaryTitle_other: "{{count}} fields in this form need a change:",
  summaryLabel: "Errors in the form",
};

export default forms;
