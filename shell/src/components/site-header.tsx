import { BrandLink } from '@portal/shared-ui/brand';
import { HeaderBar } from '@portal/shared-ui/header';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The shell's header: the shared header bar with the brand link home, and what the page puts on the right. */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <HeaderBar>
      <BrandLink as={Link} to="/" />
      {children}
    </HeaderBar>
  );
}
