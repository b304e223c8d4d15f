import { useTranslation } from "#app/lib/use-translation";
import { Badge } from "#app/components/ui/badge";
import type { StatusLook } from "#app/lib/domain/status-look";

/** A status as its domain module says it looks: `<StatusBadge look={QUOTE_REQUEST_STATUS_LOOK[status]} />`. */
export function StatusBadge({ look, className }: { look: StatusLook; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant={look.tone} className={className}>
      {t(look.labelKey)}
    </Badge>
  );
}
