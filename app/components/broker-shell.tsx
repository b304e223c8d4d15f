import { useEffect, useId, useRef } from "react";
import { Building2, FileText, LayoutDashboard, LogOut, Menu, PlaneTakeoff, UserRound, type IconComponent } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { useLocation } from "react-router";
import { Link } from "#app/components/link";
import { LanguageSwitch } from "#app/components/public-layout";
import { Badge } from "#app/components/ui/badge";
import { cn } from "#app/lib/utils";

/**
 * The broker portal's frame (spec §2.19): a sidebar with the "Ana Menü" and "Hesap" groups and a sign-out
 * button, and a header with the company, the user's e-mail and the label Broker. On small screens the
 * menu folds into a `<details>` disclosure under the header (works without JavaScript).
 */

interface NavItem {
  to: string;
  label: string;
  icon: IconComponent;
  isActive: (pathname: string) => boolean;
}

const byPrefix = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

function useNavGroups(): Array<{ label: string; items: NavItem[] }> {
  const { t } = useTranslation();
  return [
    {
      label: t("broker.shell.mainGroup"),
      items: [
        { to: "/broker", label: t("broker.shell.dashboard"), icon: LayoutDashboard, isActive: (p) => p === "/broker" || p === "/broker/" },
        {
          to: "/broker/quote-requests",
          label: t("broker.shell.quoteRequests"),
          icon: FileText,
          // the quote form of one request (/broker/quote/{id}) belongs to the requests
          isActive: (p) => byPrefix("/broker/quote-requests")(p) || p.startsWith("/broker/quote/"),
        },
        { to: "/broker/empty-legs", label: t("broker.shell.emptyLegs"), icon: PlaneTakeoff, isActive: byPrefix("/broker/empty-legs") },
      ],
    },
    {
      label: t("broker.shell.accountGroup"),
      items: [{ to: "/broker/profile", label: t("broker.shell.profile"), icon: UserRound, isActive: byPrefix("/broker/profile") }],
    },
  ];
}

function SidebarNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const groups = useNavGroups();
  const idBase = useId();
  return (
    <nav aria-label={t("broker.shell.menuLabel")} className="flex flex-col gap-6">
      {groups.map((group, index) => {
        const headingId = `${idBase}-group-${index}`;
        return (
          <div key={group.label} className="flex flex-col gap-1">
            <p id={headingId} className="px-3 text-xs font-semibold tracking-wide text-sidebar-foreground/60 uppercase">
              {group.label}
            </p>
            <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
              {group.items.map((item) => {
                const active = item.isActive(pathname);
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
                        "hover:bg-sidebar-accent hover:text-sidebar-accent-foreground",
                        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sidebar-ring",
                        active && "bg-sidebar-accent text-sidebar-accent-foreground shadow-[inset_3px_0_0_var(--sidebar-primary)]",
                      )}
                    >
                      <item.icon aria-hidden="true" className={cn("size-4 shrink-0", active && "text-sidebar-primary")} />
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

function SignOutButton() {
  const { t } = useTranslation();
  return (
    <form method="post" action="/logout">
      <button
        type="submit"
        className={cn(
          "flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground transition-colors",
          "hover:bg-sidebar-accent hover:text-sidebar-accent-foreground",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sidebar-ring",
        )}
      >
        <LogOut aria-hidden="true" className="size-4 shrink-0" />
        {t("broker.shell.signOut")}
      </button>
    </form>
  );
}

function Brand({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/broker" className={cn("flex flex-col leading-tight", className)}>
      <span className="text-lg font-semibold tracking-tight">{t("brand")}</span>
      <span className="text-xs font-medium tracking-wide text-sidebar-primary uppercase">{t("broker.shell.portal")}</span>
    </Link>
  );
}

/** The small-screen menu; it closes itself after a navigation when JavaScript runs. */
function MobileMenu() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search]);
  return (
    <details ref={ref} className="group border-t border-sidebar-border bg-sidebar text-sidebar-foreground md:hidden">
      <summary
        className={cn(
          "flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-medium [&::-webkit-details-marker]:hidden",
          "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sidebar-ring",
        )}
      >
        <Menu aria-hidden="true" className="size-4" />
        {t("broker.shell.openMenu")}
      </summary>
      <div className="flex flex-col gap-4 px-3 pb-4">
        <SidebarNav />
        <div className="border-t border-sidebar-border pt-3">
          <SignOutButton />
        </div>
      </div>
    </details>
  );
}

export interface BrokerShellProps {
  email: string;
  companyName: string | null;
  /** false when the content brings its own <main> (the error view) */
  ownMain?: boolean;
  children: React.ReactNode;
}

export function BrokerShell({ email, companyName, ownMain = true, children }: BrokerShellProps) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen bg-background md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-background focus:px-4 focus:py-2"
      >
        {t("common.skipToContent")}
      </a>
      {/* a landmark of its own, so the brand link above the menu is inside one too */}
      <aside aria-label={t("broker.shell.portal")} className="hidden w-64 shrink-0 bg-sidebar text-sidebar-foreground md:block">
        <div className="sticky top-0 flex h-screen flex-col gap-8 overflow-y-auto px-3 py-5">
          <Brand className="px-3" />
          <div className="flex-1">
            <SidebarNav />
          </div>
          <div className="border-t border-sidebar-border pt-3">
            <SignOutButton />
          </div>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="border-b bg-card">
          <div className="flex items-center justify-between gap-3 bg-sidebar px-4 py-3 text-sidebar-foreground md:hidden">
            <Brand />
          </div>
          <MobileMenu />
          <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
            <div className="flex min-w-0 items-center gap-2 text-sm">
              {companyName ? (
                <>
                  <Building2 aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <span className="sr-only">{t("broker.shell.company")}: </span>
                  <span className="truncate font-semibold text-primary">{companyName}</span>
                </>
              ) : null}
            </div>
            <div className="flex min-w-0 items-center gap-3">
              <p className="flex min-w-0 items-center gap-2 text-sm">
                <span className="sr-only">{t("broker.shell.signedInAs")}: </span>
                <span className="truncate text-muted-foreground">{email}</span>
                <Badge variant="outline">{t("broker.shell.roleLabel")}</Badge>
              </p>
              <LanguageSwitch />
            </div>
          </div>
        </header>
        {ownMain ? (
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
            {children}
          </main>
        ) : (
          <div className="flex-1">{children}</div>
        )}
      </div>
    </div>
  );
}
