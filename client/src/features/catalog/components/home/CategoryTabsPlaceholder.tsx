import { GameGrid } from '../GameGrid.tsx';
import type { CategoryTabsProps } from './CategoryTabs.tsx';
import styles from './CategoryTabsPlaceholder.module.css';
import { homeGridSize, homePhoneGridSize } from './homeTabs.ts';

/**
 * What the category tabs show while their code loads after a client-side navigation: the tab's
 * games under an empty strip as tall as the tabs.
 */
export function CategoryTabsPlaceholder({ games }: CategoryTabsProps) {
  return (
    <>
      <div className={styles.strip} />
      {games && <GameGrid games={games.nodes.slice(0, homeGridSize)} phoneCount={homePhoneGridSize} />}
    </>
  );
}
