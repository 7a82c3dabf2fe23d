// The portal's one inline SVG icon set (no icon library is installed). Stroke icons on a 24×24 grid in the
// style of Feather/Lucide. Decorative: aria-hidden, not focusable; label the surrounding control instead.
// Each icon is marked pure, so an app that imports a few from `@portal/shared-ui/icons` ships only those.
import type { ReactNode, SVGProps } from 'react';
import { cx } from '../utils';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  className?: string;
}
export type IconComponent = (props: IconProps) => ReactNode;

function icon(name: string, body: ReactNode, filled = false): IconComponent {
  function Icon({ className, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={cx('h-5 w-5 shrink-0', className)}
        {...rest}
      >
        {body}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

const bookmarkPath = <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />;

export const BookmarkIcon = /* @__PURE__ */ icon('Bookmark', bookmarkPath);
export const BookmarkFilledIcon = /* @__PURE__ */ icon('BookmarkFilled', bookmarkPath, true);
export const SearchIcon = /* @__PURE__ */ icon(
  'Search',
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="M21 21l-4.35-4.35" />
  </>,
);
export const MapPinIcon = /* @__PURE__ */ icon(
  'MapPin',
  <>
    <path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
export const BriefcaseIcon = /* @__PURE__ */ icon(
  'Briefcase',
  <>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
  </>,
);
export const BuildingIcon = /* @__PURE__ */ icon(
  'Building',
  <>
    <rect x="4" y="2" width="16" height="20" rx="2" />
    <path d="M9 22v-4h6v4M8 6h.01M16 6h.01M12 6h.01M12 10h.01M12 14h.01M16 10h.01M16 14h.01M8 10h.01M8 14h.01" />
  </>,
);
export const ClockIcon = /* @__PURE__ */ icon(
  'Clock',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const DollarSignIcon = /* @__PURE__ */ icon(
  'DollarSign',
  <path d="M12 1v22M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />,
);
export const GridIcon = /* @__PURE__ */ icon(
  'Grid',
  <>
    <rect x="3" y="3" width="7" height="7" />
    <rect x="14" y="3" width="7" height="7" />
    <rect x="14" y="14" width="7" height="7" />
    <rect x="3" y="14" width="7" height="7" />
  </>,
);
export const ListIcon = /* @__PURE__ */ icon(
  'List',
  <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />,
);
export const FilterIcon = /* @__PURE__ */ icon('Filter', <path d="M22 3H2l8 9.46V19l4 2v-8.54L22 3z" />);
export const XIcon = /* @__PURE__ */ icon('X', <path d="M18 6L6 18M6 6l12 12" />);
export const MenuIcon = /* @__PURE__ */ icon('Menu', <path d="M3 12h18M3 6h18M3 18h18" />);
export const ChevronLeftIcon = /* @__PURE__ */ icon('ChevronLeft', <path d="M15 18l-6-6 6-6" />);
export const ChevronRightIcon = /* @__PURE__ */ icon('ChevronRight', <path d="M9 18l6-6-6-6" />);
export const ChevronDownIcon = /* @__PURE__ */ icon('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const PlusIcon = /* @__PURE__ */ icon('Plus', <path d="M12 5v14M5 12h14" />);
export const EditIcon = /* @__PURE__ */ icon(
  'Edit',
  <>
    <path d="M11 4H4a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7" />
    <path d="M18.5 2.5a2.12 2.12 0 0 1 3 3L12 15l-4 1 1-4 9.5-9.5z" />
  </>,
);
export const TrashIcon = /* @__PURE__ */ icon(
  'Trash',
  <path d="M3 6h18M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6M9 6V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2" />,
);
export const EyeIcon = /* @__PURE__ */ icon(
  'Eye',
  <>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const DownloadIcon = /* @__PURE__ */ icon(
  'Download',
  <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />,
);
export const FileTextIcon = /* @__PURE__ */ icon(
  'FileText',
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M16 13H8M16 17H8M10 9H8" />
  </>,
);
export const UploadIcon = /* @__PURE__ */ icon(
  'Upload',
  <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />,
);
export const UsersIcon = /* @__PURE__ */ icon(
  'Users',
  <>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  </>,
);
export const LogOutIcon = /* @__PURE__ */ icon(
  'LogOut',
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
);
export const UserIcon = /* @__PURE__ */ icon(
  'User',
  <>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </>,
);
export const ArrowUpIcon = /* @__PURE__ */ icon('ArrowUp', <path d="M12 19V5M5 12l7-7 7 7" />);
export const ArrowDownIcon = /* @__PURE__ */ icon('ArrowDown', <path d="M12 5v14M19 12l-7 7-7-7" />);

export const EyeOffIcon = /* @__PURE__ */ icon(
  'EyeOff',
  <>
    <path d="M9.9 4.2A10.4 10.4 0 0 1 12 4c6.5 0 10 8 10 8a17.6 17.6 0 0 1-2.2 3.2" />
    <path d="M6.6 6.6C3.8 8.5 2 12 2 12s3.5 8 10 8a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
  </>,
);
export const MailIcon = /* @__PURE__ */ icon(
  'Mail',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="M22 6l-10 7L2 6" />
  </>,
);
export const LockIcon = /* @__PURE__ */ icon(
  'Lock',
  <>
    <rect x="3" y="11" width="18" height="11" rx="2" />
    <path d="M7 11V7a5 5 0 0 1 10 0v4" />
  </>,
);
export const CheckCircleIcon = /* @__PURE__ */ icon(
  'CheckCircle',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M8 12l3 3 5-6" />
  </>,
);
export const AlertCircleIcon = /* @__PURE__ */ icon(
  'AlertCircle',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);
export const TargetIcon = /* @__PURE__ */ icon(
  'Target',
  <>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="12" r="6" />
    <circle cx="12" cy="12" r="2" />
  </>,
);
export const MessageIcon = /* @__PURE__ */ icon(
  'Message',
  <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />,
);
export const AwardIcon = /* @__PURE__ */ icon(
  'Award',
  <>
    <circle cx="12" cy="8" r="6" />
    <path d="M15.5 13.5L17 22l-5-3-5 3 1.5-8.5" />
  </>,
);
export const BarChartIcon = /* @__PURE__ */ icon('BarChart', <path d="M3 3v18h18M8 17v-5M13 17V8M18 17V8" />);
export const ShieldCheckIcon = /* @__PURE__ */ icon(
  'ShieldCheck',
  <>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    <path d="M9 12l2 2 4-4" />
  </>,
);
export const ZapIcon = /* @__PURE__ */ icon('Zap', <path d="M13 2L3 14h9l-1 8 10-12h-9l1-8z" />);
export const TrendingUpIcon = /* @__PURE__ */ icon(
  'TrendingUp',
  <path d="M22 7l-8.5 8.5-5-5L2 17M16 7h6v6" />,
);
export const ArrowRightIcon = /* @__PURE__ */ icon('ArrowRight', <path d="M5 12h14M12 5l7 7-7 7" />);
export const LayoutDashboardIcon = /* @__PURE__ */ icon(
  'LayoutDashboard',
  <>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </>,
);
export const BellIcon = /* @__PURE__ */ icon(
  'Bell',
  <>
    <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
    <path d="M13.73 21a2 2 0 0 1-3.46 0" />
  </>,
);
export const ShareIcon = /* @__PURE__ */ icon(
  'Share',
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.59 13.51l6.83 3.98M15.41 6.51l-6.82 3.98" />
  </>,
);
export const CopyIcon = /* @__PURE__ */ icon(
  'Copy',
  <>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>,
);
/** A drag handle (two columns of dots): the thing can be dragged. */
export const GripIcon = /* @__PURE__ */ icon(
  'Grip',
  <>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </>,
);

/** The same icons keyed by name: `<icons.Search className="h-4 w-4" />`. */
export const icons = {
  Bookmark: BookmarkIcon,
  BookmarkFilled: BookmarkFilledIcon,
  Search: SearchIcon,
  MapPin: MapPinIcon,
  Briefcase: BriefcaseIcon,
  Building: BuildingIcon,
  Clock: ClockIcon,
  DollarSign: DollarSignIcon,
  Grid: GridIcon,
  List: ListIcon,
  Filter: FilterIcon,
  X: XIcon,
  Menu: MenuIcon,
  ChevronLeft: ChevronLeftIcon,
  ChevronRight: ChevronRightIcon,
  ChevronDown: ChevronDownIcon,
  Plus: PlusIcon,
  Edit: EditIcon,
  Trash: TrashIcon,
  Eye: EyeIcon,
  Download: DownloadIcon,
  FileText: FileTextIcon,
  Upload: UploadIcon,
  Users: UsersIcon,
  LogOut: LogOutIcon,
  User: UserIcon,
  ArrowUp: ArrowUpIcon,
  ArrowDown: ArrowDownIcon,
  EyeOff: EyeOffIcon,
  Mail: MailIcon,
  Lock: LockIcon,
  CheckCircle: CheckCircleIcon,
  AlertCircle: AlertCircleIcon,
  Target: TargetIcon,
  Message: MessageIcon,
  Award: AwardIcon,
  BarChart: BarChartIcon,
  ShieldCheck: ShieldCheckIcon,
  Zap: ZapIcon,
  TrendingUp: TrendingUpIcon,
  ArrowRight: ArrowRightIcon,
  LayoutDashboard: LayoutDashboardIcon,
  Bell: BellIcon,
  Share: ShareIcon,
  Copy: CopyIcon,
  Grip: GripIcon,
} satisfies Record<string, IconComponent>;

export type IconName = keyof typeof icons;
