import { useEffect, useRef } from "react";
import { ChevronDown, ConciergeBell, Crown, Inbox, LogOut, UserRound, BadgeCheck } from "#app/components/icons";
import { BellRing, Gift } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { useLocation } from "react-router";
import { Link } from "#app/components/link";
import { LanguageSwitch } from "#app/components/public-layout";
import { buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";

/** Up to two letters from the first and last name (Turkish upper case: i → İ), else the e-mail's first letter. */
export function initialsOf(firstName: string, lastName: string, email = ""): string {
  const first = (s: string) => Array.from(s.trim())[0] ?? "";
  const letters = `${first(firstName)}${first(lastName)}` || first(email);
  return letters.toLocaleUpperCase("tr") || "?";
}

export interface CustomerHeaderProps {
  firstName: string;
  lastName: string;
  email: string;
  isVip: boolean;
}

/** The customer area's header (spec §2.20): brand, Concierge button and the profile menu. */
export function CustomerHeader({ firstName, lastName, email, isVip }: CustomerHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link to="/dashboard" className="shrink-0 whitespace-nowrap text-xl font-semibold tracking-tight text-primary">
          {t("brand")}
          <span className="sr-only"> — {t("customer.header.areaLabel")}</span>
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageSwitch />
          <Link to="/dashboard/concierge" className={buttonVariants({ variant: "accent", size: "sm" })}>
            <ConciergeBell aria-hidden="true" />
            {t("customer.header.concierge")}
          </Link>
          <ProfileMenu firstName={firstName} lastName={lastName} email={email} isVip={isVip} />
        </div>
      </div>
    </header>
  );
}

/**
 * A disclosure (`<details>`), so the menu opens without JavaScript; with JavaScript it also closes on a
 * click outside, on Escape and after navigating.
 */
function ProfileMenu({ firstName, lastName, email, isVip }: CustomerHeaderProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const fullName = `${firstName} ${lastName}`.trim();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const menu = ref.current;
      if (menu?.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = ref.current;
      if (event.key !== "Escape" || !menu?.open) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  const itemClass =
    "flex w-full items-center gap-2 rounded-sm px-2 py-2 text-left text-sm hover:bg-secondary focus-visible:bg-secondary focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:text-muted-foreground";

  return (
    <details ref={ref} className="group relative">
      <summary
        className={cn(
          "flex cursor-pointer list-none items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-secondary",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden",
        )}
      >
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
        >
          {initialsOf(firstName, lastName, email)}
        </span>
        <span className="sr-only">{t("customer.header.profileMenu")}</span>
        <span className="hidden max-w-40 truncate text-sm font-medium sm:inline" aria-hidden="true">
          {fullName || email}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-72 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg">
        <div className="flex flex-col gap-0.5 px-2 py-2">
          <p className="flex items-center gap-1.5 font-medium">
            <span className="truncate">{fullName || email}</span>
            {isVip ? (
              <>
                <Crown aria-hidden="true" className="size-4 shrink-0 text-accent-strong" />
                <span className="sr-only">{t("customer.dashboard.vipMember")}</span>
              </>
            ) : null}
          </p>
          <p className="truncate text-sm text-muted-foreground">{email}</p>
        </div>
        <div role="separator" className="-mx-1 my-1 h-px bg-border" />
        <ul className="flex flex-col">
          <li>
            <Link to="/dashboard/requests" className={itemClass}>
              <Inbox aria-hidden="true" />
              {t("customerRequests.link")}
            </Link>
          </li>
          <li>
            <Link to="/dashboard/offers" className={itemClass}>
              <Gift aria-hidden="true" />
              {t("offers.customer.link")}
            </Link>
          </li>
          <li>
            <Link to="/dashboard/alerts" className={itemClass}>
              <BellRing aria-hidden="true" />
              {t("legAlerts.link")}
            </Link>
          </li>
          <li>
            <Link to="/dashboard/profile" className={itemClass}>
              <UserRound aria-hidden="true" />
              {t("customer.header.profile")}
            </Link>
          </li>
          <li>
            <Link to="/dashboard/membership" className={itemClass}>
              <BadgeCheck aria-hidden="true" />
              {t("customer.header.membership")}
            </Link>
          </li>
        </ul>
        <div role="separator" className="-mx-1 my-1 h-px bg-border" />
        <form method="post" action="/logout">
          <button type="submit" className={cn(itemClass, "text-destructive [&_svg]:text-destructive")}>
            <LogOut aria-hidden="true" />
            {t("customer.header.signOut")}
          </button>
        </form>
      </div>
    </details>
  );
}
