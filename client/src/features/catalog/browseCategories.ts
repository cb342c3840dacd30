import CastleIcon from '@mui/icons-material/Castle';
import FlashOnIcon from '@mui/icons-material/FlashOn';
import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import NightlightIcon from '@mui/icons-material/Nightlight';
import SportsMotorsportsIcon from '@mui/icons-material/SportsMotorsports';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';

export interface BrowseCategory {
  id: string;
  name: string;
  description: string;
  /** The genre page the card opens, whose number of games the card shows. */
  genreId: string;
  Icon: typeof CastleIcon;
}

/** The cards of the Browse Categories page (SPEC 2.11), in the spec's order. */
export const browseCategories: readonly BrowseCategory[] = [
  {
    id: 'action',
    name: 'Action',
    description: 'Fast-paced games that test your reflexes.',
    genreId: 'action',
    Icon: FlashOnIcon,
  },
  {
    id: 'fps',
    name: 'FPS',
    description: 'First-person shooters, from arena frag-fests to team battles.',
    // "fps" is not a genre id: its games are listed under Shooter.
    genreId: 'shooter',
    Icon: GpsFixedIcon,
  },
  {
    id: 'racing',
    name: 'Racing',
    description: 'Karts, rally cars and everything else with wheels.',
    genreId: 'racing',
    Icon: SportsMotorsportsIcon,
  },
  {
    id: 'strategy',
    name: 'Strategy',
    description: 'Build empires, plan campaigns and outthink your rivals.',
    genreId: 'strategy',
    Icon: CastleIcon,
  },
  {
    id: 'sports',
    name: 'Sports',
    description: 'Competitive sports and stunt games.',
    genreId: 'sports',
    Icon: SportsSoccerIcon,
  },
  {
    id: 'horror',
    name: 'Horror',
    description: 'Dark, tense games for brave players.',
    genreId: 'horror',
    Icon: NightlightIcon,
  },
];
