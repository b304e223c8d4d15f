/**
 * The icons the interface uses. Each one is a small `<svg>` that points into one sprite file
 * (`icons.svg`, served once and cached by the browser) instead of repeating its paths in every page:
 * a list of 25 rows with three icons each is about a third lighter this way.
 *
 * The drawings are Lucide's (ISC licence). `icons.svg` is generated from the `lucide-react` package
 * by `npx tsx scripts/build-icons.ts`, from the `spriteIcon("…")` names below; a unit test fails when
 * the file and this list disagree. Add an icon here, then run the script.
 *
 * Stroke, fill and the default 24 px size come from the `.lucide` rule in `app.css` (base layer), so a
 * utility class such as `size-4` or `fill-current` still wins, as it did over Lucide's attributes.
 */
import type { ComponentType, SVGProps } from "react";
import spriteHref from "./icons.svg?no-inline";

export type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = ComponentType<IconProps>;

/** True when the caller gave the icon its own accessible name or role (then it is not hidden). */
function labelled(props: IconProps): boolean {
  for (const key in props) {
    if (key.startsWith("aria-") || key === "role" || key === "title") return true;
  }
  return false;
}

function spriteIcon(id: string): IconComponent {
  const href = `${spriteHref}#${id}`;
  function SpriteIcon({ className, ...props }: IconProps) {
    return (
      <svg
        className={className ? `lucide ${className}` : "lucide"}
        {...(labelled(props) ? null : { "aria-hidden": "true" as const })}
        {...props}
      >
        <use href={href} />
      </svg>
    );
  }
  SpriteIcon.displayName = `Icon(${id})`;
  return SpriteIcon;
}

export const AlertTriangle = spriteIcon("triangle-alert");
export const ArrowLeft = spriteIcon("arrow-left");
export const ArrowRight = spriteIcon("arrow-right");
export const Award = spriteIcon("award");
export const BadgeCheck = spriteIcon("badge-check");
export const BarChart3 = spriteIcon("chart-column");
export const Bell = spriteIcon("bell");
export const BellOff = spriteIcon("bell-off");
export const BellPlus = spriteIcon("bell-plus");
export const BellRing = spriteIcon("bell-ring");
export const Building2 = spriteIcon("building-2");
export const CalendarCheck = spriteIcon("calendar-check");
export const CalendarClock = spriteIcon("calendar-clock");
export const CalendarPlus = spriteIcon("calendar-plus");
export const Car = spriteIcon("car");
export const Check = spriteIcon("check");
export const ChevronDown = spriteIcon("chevron-down");
export const ChevronRight = spriteIcon("chevron-right");
export const Circle = spriteIcon("circle");
export const CircleAlert = spriteIcon("circle-alert");
export const CircleCheck = spriteIcon("circle-check");
export const CircleUser = spriteIcon("circle-user");
export const Clock = spriteIcon("clock");
export const ConciergeBell = spriteIcon("concierge-bell");
export const CreditCard = spriteIcon("credit-card");
export const Crown = spriteIcon("crown");
export const Download = spriteIcon("download");
export const Eye = spriteIcon("eye");
export const FileDown = spriteIcon("file-down");
export const FileQuestion = spriteIcon("file-question-mark");
export const FileText = spriteIcon("file-text");
export const Gauge = spriteIcon("gauge");
export const Gift = spriteIcon("gift");
export const Handshake = spriteIcon("handshake");
export const HeartHandshake = spriteIcon("heart-handshake");
export const History = spriteIcon("history");
export const Hotel = spriteIcon("hotel");
export const Inbox = spriteIcon("inbox");
export const Info = spriteIcon("info");
export const KeyRound = spriteIcon("key-round");
export const LayoutDashboard = spriteIcon("layout-dashboard");
export const LogOut = spriteIcon("log-out");
export const Mail = spriteIcon("mail");
export const MapPin = spriteIcon("map-pin");
export const Menu = spriteIcon("menu");
export const MessageCircle = spriteIcon("message-circle");
export const MessageSquareQuote = spriteIcon("message-square-quote");
export const MessageSquareWarning = spriteIcon("message-square-warning");
export const PanelLeftClose = spriteIcon("panel-left-close");
export const PanelLeftOpen = spriteIcon("panel-left-open");
export const PartyPopper = spriteIcon("party-popper");
export const Pencil = spriteIcon("pencil");
export const Phone = spriteIcon("phone");
export const Plane = spriteIcon("plane");
export const PlaneTakeoff = spriteIcon("plane-takeoff");
export const Plus = spriteIcon("plus");
export const Radar = spriteIcon("radar");
export const RefreshCw = spriteIcon("refresh-cw");
export const RotateCcw = spriteIcon("rotate-ccw");
export const RouteIcon = spriteIcon("route");
export const Search = spriteIcon("search");
export const Send = spriteIcon("send");
export const Settings = spriteIcon("settings");
export const ShieldAlert = spriteIcon("shield-alert");
export const ShieldCheck = spriteIcon("shield-check");
export const Sofa = spriteIcon("sofa");
export const Trash2 = spriteIcon("trash-2");
export const Undo2 = spriteIcon("undo-2");
export const UserPlus = spriteIcon("user-plus");
export const UserRound = spriteIcon("user-round");
export const Users = spriteIcon("users");
export const UtensilsCrossed = spriteIcon("utensils-crossed");
export const Wallet = spriteIcon("wallet");
export const Waypoints = spriteIcon("waypoints");
export const X = spriteIcon("x");
export const Zap = spriteIcon("zap");
