import { Link } from "#app/components/link";
import { LogOut, Plane } from "#app/components/icons";
import { badgeFigure, NAV_BADGE_CAP } from "#app/lib/list-params";
import { Tooltip, TooltipContent, TooltipTrigger } from "#app/components/ui/tooltip";
import { cn } from "#app/lib/utils";
import { useTranslation } from "#app/lib/use-translation";
import { Form, useRouteLoaderData } from "react-router";
import { DASHBOARD_HREF, type AdminNavGroup, type AdminNavItem } from "#app/components/admin-sidebar";
import type { Role } from "#app/generated/prisma/enums";

/** Who is signed in, as the admin frame and its sidebar show them. */
export interface AdminShellUser {
  email: string;
  name: string;
  role: Role;
}

/** The admin sidebar's contents (spec §2.5): the brand, the navigation groups with their badges, and the user. */
function initials(user: AdminShellUser) {
  const source = user.name.trim() || user.email;
  const letters = source
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase("tr-TR") ?? "")
    .join("");
  return letters || "?";
}

export function SidebarContents({
  groups,
  activeHref,
  user,
  collapsed,
  idPrefix,
  onNavigate,
}: {
  groups: AdminNavGroup[];
  activeHref: string | null;
  user: AdminShellUser;
  collapsed: boolean;
  idPrefix: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div
        className={cn("flex h-14 shrink-0 items-center gap-2 border-b border-sidebar-border", collapsed ? "justify-center px-0" : "px-4")}
      >
        <Link
          to={DASHBOARD_HREF}
          onClick={onNavigate}
          className="flex min-w-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-sidebar-ring"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-sidebar-primary text-sidebar-primary-foreground">
            <Plane aria-hidden="true" className="size-4" />
          </span>
          <span className={cn("flex min-w-0 flex-col leading-tight", collapsed && "sr-only")}>
            <span className="truncate font-semibold">{t("brand")}</span>
            <span className="truncate text-xs text-sidebar-foreground/70">{t("shell.adminTitle")}</span>
          </span>
        </Link>
      </div>

      <nav aria-label={t("shell.navLabel")} className="flex-1 overflow-x-hidden overflow-y-auto py-2">
        {groups.map((group) => {
          const labelId = `${idPrefix}-group-${group.key}`;
          return (
            <div key={group.key} className={cn("py-1.5", collapsed ? "px-1.5" : "px-2")}>
              <p
                id={labelId}
                className={cn(
                  "px-2 pb-1 text-[0.7rem] font-semibold tracking-wider text-sidebar-foreground/60 uppercase",
                  collapsed && "sr-only",
                )}
              >
                {t(`shell.groups.${group.key}`)}
              </p>
              <ul aria-labelledby={labelId} className="flex flex-col gap-0.5">
                {group.items.map((item) => (
                  <li key={item.key}>
                    <SidebarLink item={item} active={item.href === activeHref} collapsed={collapsed} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </nav>

      <div className={cn("shrink-0 border-t border-sidebar-border", collapsed ? "px-1.5 py-2" : "p-2")}>
        <div className={cn("flex items-center gap-2 py-1.5", collapsed ? "justify-center" : "px-2")}>
          {collapsed ? (
            <Tooltip>
              <TooltipTrigger asChild>
                <span
                  tabIndex={0}
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-sidebar-accent text-xs font-semibold focus-visible:outline-2 focus-visible:outline-sidebar-ring"
                >
                  <span aria-hidden="true">{initials(user)}</span>
                  <span className="sr-only">{t("shell.signedInAs", { email: user.email })}</span>
                </span>
              </TooltipTrigger>
              <TooltipContent side="right">{user.email}</TooltipContent>
            </Tooltip>
          ) : (
            <>
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-sidebar-accent text-xs font-semibold"
              >
                {initials(user)}
              </span>
              <span className="flex min-w-0 flex-col leading-tight">
                {user.name ? <span className="truncate text-sm font-medium">{user.name}</span> : null}
                <span className="truncate text-xs text-sidebar-foreground/75" title={user.email}>
                  <span className="sr-only">{t("shell.signedInAs", { email: user.email })}</span>
                  <span aria-hidden="true">{user.email}</span>
                </span>
                <span className="truncate text-[0.7rem] text-sidebar-foreground/60">{t(`auth.roles.${user.role}`)}</span>
              </span>
            </>
          )}
        </div>
        <Form method="post" action="/logout">
          <SidebarButton collapsed={collapsed} label={t("shell.signOut")}>
            <LogOut aria-hidden="true" className="size-4 shrink-0" />
          </SidebarButton>
        </Form>
      </div>
    </>
  );
}

const itemClass = (collapsed: boolean) => (collapsed ? "ui-nav-item justify-center px-0" : "ui-nav-item px-2");

function SidebarLink({
  item,
  active,
  collapsed,
  onNavigate,
}: {
  item: AdminNavItem;
  active: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const label = t(`shell.nav.${item.key}`);
  const Icon = item.icon;
  // counts the admin layout's loader adds (e.g. unread concierge conversations); none while it has not loaded
  const badge =
    (useRouteLoaderData("routes/admin/layout") as { badges?: Partial<Record<string, number>> } | undefined)?.badges?.[item.key] ?? 0;
  const link = (
    <Link
      to={item.href}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={cn(
        itemClass(collapsed),
        active && "bg-sidebar-accent font-medium text-sidebar-accent-foreground",
        badge > 0 && "relative",
      )}
    >
      <Icon aria-hidden="true" className={cn("size-4 shrink-0", active && "text-sidebar-primary")} />
      <span className={cn("truncate", collapsed && "sr-only")}>{label}</span>
      {badge > 0 ? (
        <span
          className={cn(
            "ml-auto rounded-full bg-destructive px-1.5 text-xs font-semibold text-white",
            collapsed && "absolute top-0.5 right-0.5 ml-0 px-1 text-[0.6rem]",
          )}
        >
          <span aria-hidden="true">{badgeFigure(badge).shown}</span>
          <span className="sr-only">
            {badgeFigure(badge).more ? t("shell.navBadgeMore", { count: NAV_BADGE_CAP }) : t("shell.navBadge", { count: badge })}
          </span>
        </span>
      ) : null}
    </Link>
  );
  if (!collapsed) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

function SidebarButton({ collapsed, label, children }: { collapsed: boolean; label: string; children: React.ReactNode }) {
  const button = (
    <button type="submit" className={itemClass(collapsed)}>
      {children}
      <span className={cn("truncate", collapsed && "sr-only")}>{label}</span>
    </button>
  );
  if (!collapsed) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}
