import { useEffect, useState } from 'react';

interface ListedGame {
  id: number;
  slug: string;
  title: string;
  developer: string;
  category: string;
  imageUrl: string;
  homepageUrl: string;
  downloadLink: string;
}

/** A plain listing of the catalogue straight from the REST service. */
export function CatalogPreviewPage() {
  const [games, setGames] = useState<ListedGame[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetch('/api/games.php', { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        const body: unknown = await response.json();
        if (!response.ok) throw new Error((body as { error?: string }).error ?? 'Failed to fetch games');
        setGames(body as ListedGame[]);
      })
      .catch((reason: unknown) =>
        setError(reason instanceof Error ? reason.message : 'Failed to fetch games'),
      );
  }, []);

  return (
    <main>
      <header>
        <h1>Gamevault</h1>
        <p>
          Free and open-source PC games. This site hosts no files: every link leads to the game's official
          pages.
        </p>
      </header>
      {error && <p role="alert">{error}</p>}
      {!games && !error && <p>Loading games...</p>}
      <ul className="grid">
        {games?.map((game) => (
          <li key={game.id}>
            {game.imageUrl && <img src={game.imageUrl} alt="" loading="lazy" />}
            <h2>{game.title}</h2>
            <p>
              {game.developer} · {game.category}
            </p>
            <a href={game.downloadLink} rel="noopener noreferrer" target="_blank">
              Official download page
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
