// The chrome index.html paints before any script runs, rendered from the same components the app shows
// while a page loads. Build-time only (build-config/webpack.mjs calls renderStaticChrome and puts the
// markup inside #root, with the styles it needs inline): never imported by the app.
import { BrandLink } from '@portal/shared-ui/brand';
import { HeaderBar } from '@portal/shared-ui/header';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageChrome } from './page-chrome';

export function renderStaticChrome(): string {
  return renderToStaticMarkup(
    <PageChrome
      header={
        <HeaderBar>
          <BrandLink href="/" />
        </HeaderBar>
      }
    />,
  );
}
