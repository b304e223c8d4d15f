import { useTranslation } from "#app/lib/use-translation";
import { LinkTabs } from "#app/components/link-tabs";

/**
 * The tabs of System settings (users, e-mail outbox), shown at the top of both screens. A component rather
 * than a layout route: a layout over `/admin/settings` would take the form posts addressed to
 * `/admin/settings` (an index route answers them only with `?index`), and plain posts must reach the users
 * screen.
 */
export function SettingsTabs({ active }: { active: "users" | "outbox" }) {
  const { t } = useTranslation();
  return (
    <LinkTabs
      label={t("settings.tabs.label")}
      active={active}
      className="max-w-md"
      tabs={[
        { value: "users", label: t("settings.tabs.users"), to: "/admin/settings" },
        { value: "outbox", label: t("settings.tabs.outbox"), to: "/admin/settings/outbox" },
      ]}
    />
  );
}
