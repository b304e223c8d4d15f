import { Link } from "#app/components/link";
import { cn } from "#app/lib/utils";

/** Tabs driven by the URL (links), so they work without JavaScript and can be shared. */
export function LinkTabs({
  tabs,
  active,
  label,
  className,
}: {
  tabs: Array<{ value: string; label: React.ReactNode; to: string }>;
  active: string;
  label: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn("inline-flex w-full items-center gap-1 rounded-md bg-secondary p-1", className)}>
      {tabs.map((tab) => {
        const current = tab.value === active;
        return (
          <Link
            key={tab.value}
            to={tab.to}
            replace
            preventScrollReset
            aria-current={current ? "page" : undefined}
            className={cn(
              "flex-1 rounded px-3 py-1.5 text-center text-sm font-medium text-muted-foreground transition-colors",
              "hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
              current && "bg-background text-foreground shadow-sm",
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
