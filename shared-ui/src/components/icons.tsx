// A small inline SVG icon set (no icon library is installed). Stroke icons on a 24×24 grid in the style of
// Feather/Lucide. Decorative: aria-hidden, not focusable; label the surrounding control instead.
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

export const BookmarkIcon = icon('Bookmark', bookmarkPath);
export const BookmarkFilledIcon = icon('BookmarkFilled', bookmarkPath, true);
export const SearchIcon = icon(
  'Search',
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="M21 21l-4.35-4.35" />
  </>,
);
export const MapPinIcon = icon(
  'MapPin',
  <>
    <path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
export const BriefcaseIcon = icon(
  'Briefcase',
  <>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
  </>,
);
export const BuildingIcon = icon(
  'Building',
  <>
    <rect x="4" y="2" width="16" height="20" rx="2" />
    <path d="M9 22v-4h6v4M8 6h.01M16 6h.01M12 6h.01M12 10h.01M12 14h.01M16 10h.01M16 14h.01M8 10h.01M8 14h.01" />
  </>,
);
export const ClockIcon = icon(
  'Clock',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const DollarSignIcon = icon(
  'DollarSign',
  <path d="M12 1v22M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />,
);
export const GridIcon = icon(
  'Grid',
  <>
    <rect x="3" y="3" width="7" height="7" />
    <rect x="14" y="3" width="7" height="7" />
    <rect x="14" y="14" width="7" height="7" />
    <rect x="3" y="14" width="7" height="7" />
  </>,
);
export const ListIcon = icon('List', <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />);
export const FilterIcon = icon('Filter', <path d="M22 3H2l8 9.46V19l4 2v-8.54L22 3z" />);
export const XIcon = icon('X', <path d="M18 6L6 18M6 6l12 12" />);
export const MenuIcon = icon('Menu', <path d="M3 12h18M3 6h18M3 18h18" />);
export const ChevronLeftIcon = icon('ChevronLeft', <path d="M15 18l-6-6 6-6" />);
export const ChevronRightIcon = icon('ChevronRight', <path d="M9 18l6-6-6-6" />);
export const ChevronDownIcon = icon('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const PlusIcon = icon('Plus', <path d="M12 5v14M5 12h14" />);
export const EditIcon = icon(
  'Edit',
  <>
    <path d="M11 4H4a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7" />
    <path d="M18.5 2.5a2.12 2.12 0 0 1 3 3L12 15l-4 1 1-4 9.5-9.5z" />
  </>,
);
export const TrashIcon = icon(
  'Trash',
  <path d="M3 6h18M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6M9 6V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2" />,
);
export const EyeIcon = icon(
  'Eye',
  <>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const DownloadIcon = icon(
  'Download',
  <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />,
);
export const FileTextIcon = icon(
  'FileText',
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M16 13H8M16 17H8M10 9H8" />
  </>,
);
export const UploadIcon = icon(
  'Upload',
  <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />,
);
export const UsersIcon = icon(
  'Users',
  <>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  </>,
);
export const LogOutIcon = icon(
  'LogOut',
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
);
export const UserIcon = icon(
  'User',
  <>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </>,
);
export const ArrowUpIcon = icon('ArrowUp', <path d="M12 19V5M5 12l7-7 7 7" />);
export const ArrowDownIcon = icon('ArrowDown', <path d="M12 5v14M19 12l-7 7-7-7" />);

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
} satisfies Record<string, IconComponent>;

export type IconName = keyof typeof icons;
