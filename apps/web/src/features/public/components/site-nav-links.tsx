import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { publicLinkProps } from '../public-link';
import type { PublicPath } from '../public-paths';
import { SITE_NAV } from './site-nav';

/** The site's main links with the current page marked; `sx` styles a link by whether it is the current page. */
export function SiteNavLinks({ path, sx }: { path: PublicPath; sx: (current: boolean) => SxProps<Theme> }) {
  return (
    <>
      {SITE_NAV.map((item) => {
        const current = item.to === path;
        return (
          <Button
            key={item.to}
            {...publicLinkProps(item.to)}
            aria-current={current ? 'page' : undefined}
            color="inherit"
            sx={sx(current)}
          >
            {item.label}
          </Button>
        );
      })}
    </>
  );
}
