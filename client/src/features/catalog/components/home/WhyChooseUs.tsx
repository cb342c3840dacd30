import PublicIcon from '@mui/icons-material/Public';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

import surface from '../../../../theme/surface.module.css';
import styles from './WhyChooseUs.module.css';

// SPEC 2.7 names the three cards; their text says what this site really does (it hosts no files).
const reasons = [
  {
    title: 'Global CDN',
    text: "Every download link leads to the game's official release page, and most projects publish through worldwide mirror networks, so downloads start close to you.",
    Icon: PublicIcon,
  },
  {
    title: 'Secure Downloads',
    text: 'Gamevault hosts no files and never re-uploads a game: what you download is exactly what its developers published, free of bundled extras.',
    Icon: VerifiedUserIcon,
  },
  {
    title: 'Premium Quality',
    text: 'Only free and open-source games that are worth your time, each with screenshots, system requirements and install notes to help you choose.',
    Icon: WorkspacePremiumIcon,
  },
];

export function WhyChooseUs() {
  return (
    <ul className={styles.reasons}>
      {reasons.map(({ title, text, Icon }) => (
        <li key={title} className={`${surface.outlined} ${styles.reason}`}>
          <span aria-hidden className={styles.icon}>
            <Icon />
          </span>
          <h3 className={styles.title}>{title}</h3>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
