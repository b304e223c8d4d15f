/**
 * The reports' charts as data: one bar chart is a title, category labels and one or more series of numbers.
 * The screen draws them as SVG (components/report-chart.tsx, visx) and the PDF through pdfkit's vector API
 * (app/server/reports/report-pdf.server.ts) from this same shape, so the two never disagree. Labels and titles are
 * translated texts, passed in by the caller.
 */
export interface ChartSeries {
  name: string;
  values: number[];
}

export interface BarChartData {
  id: string;
  title: string;
  labels: string[];
  series: ChartSeries[];
  /** how a value is written in the accessible table and on the bars */
  unit: "count" | "money" | "percent";
  currency?: "TRY" | "USD" | "EUR";
}

/** Values keyed by label → the series values in label order (missing labels are 0). */
export function valuesFor(labels: readonly string[], rows: ReadonlyArray<{ key: string; value: number }>): number[] {
  const byKey = new Map<string, number>();
  for (const row of rows) byKey.set(row.key, row.value);
  return labels.map((label) => byKey.get(label) ?? 0);
}

/** The largest value of a chart (at least 1, so an empty chart still has a scale). */
export function chartMax(chart: Pick<BarChartData, "series">): number {
  let max = 0;
  for (const s of chart.series) for (const v of s.values) if (Number.isFinite(v) && v > max) max = v;
  return max > 0 ? max : 1;
}

/** The series colours, in order (contrast ≥ 3:1 on white, told apart by the table as well). */
export const CHART_COLOURS = ["#1e3a5f", "#c2410c", "#15803d", "#7e22ce"] as const;

/** The colour of the chart's series number `series` (the colours repeat after the last). */
export function chartColour(series: number): string {
  return CHART_COLOURS[series % CHART_COLOURS.length] ?? CHART_COLOURS[0];
}
