/** Texts shared by every form: the error summary at the top of a refused form. */
const forms = {
  summaryTitle_one: "Formda düzeltilmesi gereken {{count}} alan var:",
  summaryTitle_other: "Formda düzeltilmesi gereken {{count}} alan var:",
  summaryLabel: "Formdaki hatalar",
} as const;

export default forms;
