import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { LinkTabs } from "#app/components/link-tabs";

/**
 * System settings (/admin/settings/*): the tabs above users and the e-mail outbox. No loader: it reads no
 * data; each tab's route guards its own loader and action (admin only).
 */
export default function SettingsLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = pathname.startsWith("/admin/settings/outbox") ? "outbox" : "users";
  return (
    <div className="flex flex-col gap-6">
      <LinkTabs
        label={t("settings.tabs.label")}
        active={active}
        className="max-w-md"
        tabs={[
          { value: "users", label: t("settings.tabs.users"), to: "/admin/settings" },
          { value: "outbox", label: t("settings.tabs.outbox"), to: "/admin/settings/outbox" },
        ]}
      />
      <Outlet />
    </div>
  );
}
