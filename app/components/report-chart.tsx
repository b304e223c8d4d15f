import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useTranslation } from "#app/lib/use-translation";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { chartColour, chartMax, type BarChartData } from "#app/lib/domain/report-charts";
import { formatNumber, formatPercent, formatTotal, type AppLocale } from "#app/lib/format";
import { useLocale } from "#app/lib/use-pending";

/**
 * A report's bar chart, drawn on the server as SVG with visx (so it shows without JavaScript and matches the
 * PDF, which draws the same data), with the figures as an accessible table beside it. Only the reports route
 * imports this module, so visx stays out of every other page's bundle (decision 020).
 */
const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 72 };

function valueText(chart: BarChartData, value: number, locale: AppLocale) {
  if (chart.unit === "money" && chart.currency) return formatTotal(value, chart.currency, locale);
  if (chart.unit === "percent") return formatPercent(value, locale);
  return formatNumber(value, 0, locale);
}

export function ReportChart({ chart }: { chart: BarChartData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: chart.labels, range: [0, innerWidth], padding: 0.2 });
  const inner = scaleBand<number>({ domain: chart.series.map((_, i) => i), range: [0, x.bandwidth()], padding: 0.05 });
  const y = scaleLinear<number>({ domain: [0, chartMax(chart)], range: [innerHeight, 0], nice: true });
  const titleId = `chart-${chart.id}-title`;
  const crowded = chart.labels.length > 8;
  return (
    <figure className="flex flex-col gap-3 rounded-lg border p-4" data-chart={chart.id}>
      <figcaption id={titleId} className="text-sm font-medium">
        {chart.title}
      </figcaption>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] [&>*]:min-w-0">
        <svg
          width={WIDTH}
          height={HEIGHT}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={titleId}
          className="h-auto w-full max-w-full"
        >
          <Group left={MARGIN.left} top={MARGIN.top}>
            {chart.labels.map((label, i) =>
              chart.series.map((s, j) => {
                const value = s.values[i] ?? 0;
                const top = y(value);
                return (
                  <Bar
                    key={`${label}-${s.name}`}
                    x={(x(label) ?? 0) + (inner(j) ?? 0)}
                    y={top}
                    width={inner.bandwidth()}
                    height={Math.max(0, innerHeight - top)}
                    fill={chartColour(j)}
                  >
                    <title>{`${label} · ${s.name}: ${valueText(chart, value, locale)}`}</title>
                  </Bar>
                );
              }),
            )}
            <AxisLeft
              scale={y}
              numTicks={4}
              tickFormat={(v) => valueText(chart, Number(v), locale)}
              stroke="#6b7280"
              tickStroke="#6b7280"
              tickLabelProps={{ fill: "#374151", fontSize: 10, textAnchor: "end", dx: -4, dy: 3 }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              stroke="#6b7280"
              tickStroke="#6b7280"
              tickLabelProps={{ fill: "#374151", fontSize: crowded ? 8 : 10, textAnchor: "middle" }}
            />
          </Group>
        </svg>
        <Table scrollLabel={t("reports.tableOf", { title: chart.title })} containerClassName="border">
          <caption className="sr-only">{t("reports.tableOf", { title: chart.title })}</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{chart.title}</TableHead>
              {chart.series.map((s, j) => (
                <TableHead key={s.name} scope="col" className="text-right">
                  <span className="inline-flex items-center gap-1">
                    <span aria-hidden="true" className="inline-block size-2.5 rounded-sm" style={{ background: chartColour(j) }} />
                    {s.name}
                  </span>
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {chart.labels.map((label, i) => (
              <TableRow key={label}>
                <TableHead scope="row" className="font-normal">
                  {label}
                </TableHead>
                {chart.series.map((s) => (
                  <TableCell key={s.name} className="text-right tabular-nums">
                    {valueText(chart, s.values[i] ?? 0, locale)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </figure>
  );
}
