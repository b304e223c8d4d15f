import type { Route } from "./+types/reports-export";
import { todayInIstanbul } from "#app/lib/format";
import { choiceParam } from "#app/lib/list-params";
import { parseForm } from "#app/lib/schemas/parse";
import { reportRangeSchema, resolveReportRange } from "#app/lib/schemas/report-range";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { csvResponse } from "#app/server/platform/csv.server";
import { badRequest } from "#app/server/platform/http.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import { documentResponse } from "#app/server/documents.server";
import { REPORT_SECTIONS, fullReport, sectionReport, type FullReport } from "#app/server/reports/reports.server";
import { reportCsvTable } from "#app/server/reports/report-tables.server";
import { pageUrl } from "#app/server/platform/request.server";

export const REPORT_EXPORT_FORMATS = ["csv", "pdf"] as const;

/**
 * GET /admin/reports/export?format=csv&section=…&period=…[&from=…&to=…]: one section of the report as CSV
 * (app/server/platform/csv.server.ts: UTF-8 with BOM, Turkish column names); `format=pdf`: the whole report with its
 * charts as one PDF (app/server/reports/report-pdf.server.ts, drawn in the render pool). The same period form as the screen; a bad period or
 * section answers 400. Admin and operations.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  const url = pageUrl(request);
  const format = choiceParam(url, "format", REPORT_EXPORT_FORMATS) ?? "csv";
  if (url.searchParams.has("format") && url.searchParams.get("format") !== format) badRequest();
  const submission = parseForm(url.searchParams, { schema: reportRangeSchema });
  if (submission.status !== "success") return badRequest(t("reports.validation.errorTitle"));
  const range = resolveReportRange(submission.value);
  const stamp = `${t("reports.exports.fileName")}-${range.from}-${range.to}`;

  if (format === "pdf") {
    // read here, drawn in the render pool (decision 057)
    return documentResponse("report", async () => ({ report: await fullReport(range), range: { from: range.from, to: range.to } }), {
      locale: getLanguage(context),
      t,
      fileName: `${stamp}.pdf`,
    });
  }

  const section = choiceParam(url, "section", REPORT_SECTIONS);
  if (!section) return badRequest();
  const table = reportCsvTable(section, (await sectionReport(section, range)) as FullReport, t);
  async function* rows() {
    yield* table.rows;
  }
  return csvResponse(`${stamp}-${section}-${todayInIstanbul()}.csv`, table.header, rows());
}
