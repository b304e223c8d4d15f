import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "#app/lib/use-translation";
import { Form, useFetcher, useLocation } from "react-router";
import { Link } from "#app/components/link";
import { useRouteLoaderData } from "react-router";
import { Bell, LogOut, Menu, PanelLeftClose, PanelLeftOpen, Plane, Search } from "#app/components/icons";
import type { Role } from "#app/generated/prisma/enums";
import { activeNavHref, DASHBOARD_HREF, navForRole, type AdminNavGroup, type AdminNavItem } from "#app/components/admin-sidebar";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "#app/components/ui/sheet";
import { badgeFigure, NAV_BADGE_CAP } from "#app/lib/list-params";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "#app/components/ui/tooltip";
import { cn } from "#app/lib/utils";
import { useHydrated } from "#app/lib/use-hydrated";
import { LanguageSwitch } from "#app/components/public-layout";

/**
 * The admin area frame (spec §2.5): a collapsible sidebar (16rem, 3rem with icons only) that becomes a
 * drawer below 768 px, a header with search and notifications, and the page in `<main id="main">`.
 * Everything works without JavaScript: the collapse toggle is a form post, and on small screens the
 * navigation opens from a `<details>` element until the page is hydrated.
 */

export interface AdminShellUser {
  email: string;
  name: string;
  role: Role;
}

/** False while rendering on the server and during hydration, true afterwards. */
const MOBILE_QUERY = "(max-width: 767.98px)";

export function AdminShell({ user, sidebarOpen, children }: { user: AdminShellUser; sidebarOpen: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  const { submit } = useFetcher({ key: "admin-sidebar" });

  const [open, setOpen] = useState(sidebarOpen);
  const [cookieOpen, setCookieOpen] = useState(sidebarOpen);
  if (cookieOpen !== sidebarOpen) {
    // the server's value changed (e.g. after a full page load): follow it
    setCookieOpen(sidebarOpen);
    setOpen(sidebarOpen);
  }
  const [mobileOpen, setMobileOpen] = useState(false);

  const groups = navForRole(user.role);
  const activeHref = activeNavHref(
    location.pathname,
    groups.flatMap((g) => g.items.map((i) => i.href)),
  );
  const here = location.pathname + location.search;

  const toggle = useCallback(() => {
    const next = !open;
    setOpen(next);
    void submit(
      { state: String(next), redirectTo: here, mode: "fetch" },
      { method: "post", action: "/ui/sidebar", defaultShouldRevalidate: false },
    );
  }, [open, here, submit]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== "b" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      if (window.matchMedia(MOBILE_QUERY).matches) setMobileOpen((v) => !v);
      else toggle();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const toggleLabel = open ? t("shell.collapseSidebar") : t("shell.expandSidebar");

  return (
    <TooltipProvider>
      <div className="flex min-h-screen bg-background">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-foreground focus:shadow-md"
        >
          {t("common.skipToContent")}
        </a>

        <aside
          id="admin-sidebar"
          data-state={open ? "expanded" : "collapsed"}
          className={cn(
            "sticky top-0 hidden h-screen shrink-0 flex-col overflow-hidden border-r border-sidebar-border bg-sidebar text-sidebar-foreground",
            "transition-[width] duration-200 ease-out motion-reduce:transition-none md:flex",
            open ? "w-64" : "w-12",
          )}
        >
          <SidebarContents groups={groups} activeHref={activeHref} user={user} collapsed={!open} idPrefix="sidebar" />
        </aside>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-4">
            {hydrated ? (
              <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
                <SheetTrigger asChild>
                  <Button type="button" variant="ghost" size="icon" className="md:hidden" aria-label={t("shell.openMenu")}>
                    <Menu aria-hidden="true" />
                  </Button>
                </SheetTrigger>
                <SheetContent
                  side="left"
                  closeLabel={t("common.close")}
                  aria-describedby={undefined}
                  className="w-72 max-w-[85vw] gap-0 border-sidebar-border bg-sidebar p-0 text-sidebar-foreground"
                >
                  <SheetTitle className="sr-only">{t("shell.menu")}</SheetTitle>
                  <SidebarContents
                    groups={groups}
                    activeHref={activeHref}
                    user={user}
                    collapsed={false}
                    idPrefix="drawer"
                    onNavigate={closeMobile}
                  />
                </SheetContent>
              </Sheet>
            ) : (
              <details className="md:hidden">
                <summary
                  className={cn(
                    buttonVariants({ variant: "ghost", size: "icon" }),
                    "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
                  )}
                >
                  <Menu aria-hidden="true" />
                  <span className="sr-only">{t("shell.menu")}</span>
                </summary>
                <div className="absolute inset-x-0 top-14 z-40 flex max-h-[calc(100vh-3.5rem)] flex-col overflow-y-auto border-b border-sidebar-border bg-sidebar text-sidebar-foreground shadow-lg">
                  <SidebarContents groups={groups} activeHref={activeHref} user={user} collapsed={false} idPrefix="inline" />
                </div>
              </details>
            )}

            <Form
              method="post"
              action="/ui/sidebar"
              className="hidden md:block"
              onSubmit={(event) => {
                event.preventDefault();
                toggle();
              }}
            >
              <input type="hidden" name="redirectTo" value={here} />
              <input type="hidden" name="state" value={open ? "false" : "true"} />
              <Tooltip>
                <TooltipTrigger asChild>
                  <Button
                    type="submit"
                    variant="ghost"
                    size="icon"
                    aria-label={toggleLabel}
                    aria-controls="admin-sidebar"
                    aria-expanded={open}
                    aria-keyshortcuts="Control+B Meta+B"
                  >
                    {open ? <PanelLeftClose aria-hidden="true" /> : <PanelLeftOpen aria-hidden="true" />}
                  </Button>
                </TooltipTrigger>
                <TooltipContent side="bottom">
                  {toggleLabel} · {t("shell.sidebarShortcut")}
                </TooltipContent>
              </Tooltip>
            </Form>

            <Form method="get" action="/admin/flights" role="search" className="min-w-0 flex-1 md:max-w-md">
              <label htmlFor="admin-search" className="sr-only">
                {t("shell.search")}
              </label>
              <div className="relative">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                />
                <Input
                  id="admin-search"
                  type="search"
                  name="q"
                  placeholder={t("shell.searchPlaceholder")}
                  className="h-9 pl-9"
                  autoComplete="off"
                />
              </div>
            </Form>

            <div className="ml-auto flex items-center gap-1">
              <LanguageSwitch />
              <Link
                to="/admin/quote-requests"
                aria-label={t("shell.notifications")}
                title={t("shell.notifications")}
                className={buttonVariants({ variant: "ghost", size: "icon" })}
              >
                <Bell aria-hidden="true" />
              </Link>
            </div>
          </header>

          <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none md:px-6 lg:px-8">
            {children}
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}

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

function SidebarContents({
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
