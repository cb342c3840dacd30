import AppsIcon from '@mui/icons-material/Apps';
import InstallDesktopIcon from '@mui/icons-material/InstallDesktop';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import PublicIcon from '@mui/icons-material/Public';

import { categoryPages as sharedCategoryPages } from '../../../../shared/catalog/categories.ts';

export interface CategoryPage {
  slug: string;
  title: string;
  description: string;
  Icon: typeof AppsIcon;
}

const details: Record<string, Pick<CategoryPage, 'description' | 'Icon'>> = {
  all: {
    description: 'Every game in the catalogue, whatever way it is packaged.',
    Icon: AppsIcon,
  },
  standard: {
    description:
      "Games installed the usual way, with the installer or archive from the project's official site.",
    Icon: InstallDesktopIcon,
  },
  repacks: {
    description: 'Games released as compact archives or portable builds: unpack and play.',
    Icon: Inventory2Icon,
  },
  online: {
    description: 'Games made for playing together over the internet, on official or community servers.',
    Icon: PublicIcon,
  },
};

/** SPEC 2.13: the four category pages, each with its title, description and icon. */
export const categoryPages: readonly CategoryPage[] = sharedCategoryPages.map(({ slug, title }) => ({
  slug,
  title,
  description: details[slug]?.description ?? '',
  Icon: details[slug]?.Icon ?? AppsIcon,
}));

/** The page of a slug from the address (any letter case), or undefined for an unknown slug. */
export const findCategoryPage = (slug: string): CategoryPage | undefined =>
  categoryPages.find((page) => page.slug === slug.toLowerCase());
