import type { AdminGameOptions } from '../../../../graphql/__generated__/operations.ts';
import type { FormTabId } from './formTabs.ts';
import type { GameForm } from './gameFormState.ts';
import { BasicInfoTab } from './tabs/BasicInfoTab.tsx';
import { DetailsTab } from './tabs/DetailsTab.tsx';
import { LinksTab } from './tabs/LinksTab.tsx';
import { MediaTab } from './tabs/MediaTab.tsx';
import { RequirementsTab } from './tabs/RequirementsTab.tsx';
import { TechnicalTab } from './tabs/TechnicalTab.tsx';

export type GameFormOptions = AdminGameOptions['predefinedOptions'];

interface Props {
  tab: FormTabId;
  form: GameForm;
  options: GameFormOptions;
  slugFollowsTitle: boolean;
  onSlugEdited: () => void;
}

/** The fields of the open tab; the others are not rendered. */
export function GameTabPanel({ tab, form, options, slugFollowsTitle, onSlugEdited }: Props) {
  switch (tab) {
    case 'basic':
      return (
        <BasicInfoTab
          form={form}
          genreOptions={options.genres}
          tagOptions={options.tags}
          slugFollowsTitle={slugFollowsTitle}
          onSlugEdited={onSlugEdited}
        />
      );
    case 'media':
      return <MediaTab form={form} />;
    case 'details':
      return <DetailsTab form={form} />;
    case 'requirements':
      return <RequirementsTab form={form} />;
    case 'technical':
      return (
        <TechnicalTab form={form} platformOptions={options.platforms} languageOptions={options.languages} />
      );
    case 'links':
      return <LinksTab form={form} />;
  }
}
