import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "#app/lib/use-translation";
import { Form, useFetcher, useLocation } from "react-router";
import { Link } from "#app/components/link";
import { Bell, Menu, PanelLeftClose, PanelLeftOpen, Search } from "#app/components/icons";
import { activeNavHref, navForRole } from "#app/components/admin-sidebar";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "#app/components/ui/sheet";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "#app/components/ui/tooltip";
import { cn } from "#app/lib/utils";
import { useHydrated } from "#app/lib/use-hydrated";
import { LanguageSwitch } from "#app/components/public-layout";
import { SidebarContents, type AdminShellUser } from "#app/components/admin/sidebar";

/**
 * The admin area frame (spec §2.5): a collapsible sidebar (16rem, 3rem with icons only) that becomes a
 * drawer below 768 px, a header with search and notifications, and the page in `<main id="main">`.
 * Everything works without JavaScript: the collapse toggle is a form post, and on small screens the
 * navigation opens from a `<details>` element until the page is hydrated.
 */

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
