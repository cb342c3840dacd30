import { screen } from '@testing-library/react';

import { InfoTiles } from '../../../../../client/src/features/game/components/InfoTiles.tsx';
import { renderPage } from '../../../support/renderPage.tsx';
import { gameFixture } from '../gameFixture.ts';

const option = (value: string, label: string) => ({ __typename: 'Option' as const, value, label });

const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('info tiles', () => {
  it('show the platform and language names the API sends, not names made from the values', () => {
    const game = gameFixture();
    renderPage(
      <InfoTiles
        game={{
          ...game,
          technicalDetails: {
            ...game.technicalDetails,
            platforms: [option('linux', 'Linux'), option('steam deck', 'Steam Deck')],
            language: [option('de', 'German'), option('pt-BR', 'Brazilian Portuguese')],
          },
        }}
      />,
    );
    expect(tile('Platform')).toHaveTextContent('Linux, Steam Deck');
    expect(tile('Language')).toHaveTextContent('German, Brazilian Portuguese');
  });

  it('show a dash when a game names no platform or language', () => {
    const game = gameFixture();
    renderPage(
      <InfoTiles
        game={{ ...game, technicalDetails: { ...game.technicalDetails, platforms: [], language: [] } }}
      />,
    );
    expect(tile('Platform')).toHaveTextContent('—');
    expect(tile('Language')).toHaveTextContent('—');
  });
});
