import type { Widen } from "../types";
import type tr from "../tr/common";

const common: Widen<typeof tr> = {
  home: "Home",
  backHome: "Back to home",
  loading: "Loading...",
  close: "Close",
  save: "Save",
  cancel: "Cancel",
  search: "Search",
  language: "Language",
  languages: { tr: "Türkçe", en: "English" },
  switchLanguage: "Change language",
  skipToContent: "Skip to content",
  unknown: "Unknown",
  notSet: "Not set",
  yes: "Yes",
  no: "No",
  pagination: {
    label: "Pages",
    previous: "Previous",
    next: "Next",
    page: "Page {{page}} of {{pages}}",
  },
};

export default common;
