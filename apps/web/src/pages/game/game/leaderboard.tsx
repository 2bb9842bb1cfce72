import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { QueryError } from '../../../components/ui/query-fallback';
import { gameQueries } from '../../../features/game/api/game-queries';

/** This UTC week's leaderboard: rank, nickname, points; the caller's own row marked. */
export function Leaderboard({ owner }: { owner: number }) {
  const { t } = useTranslation();
  const board = useQuery(gameQueries.leaderboard(owner));
  let body;
  if (board.isError) body = <QueryError compact query={board} />;
  else if (!board.data) body = null;
  else if (board.data.length === 0) body = <p className="game-empty">{t('game.boardEmpty')}</p>;
  else
    body = (
      <ol className="game-board__list">
        {board.data.map((row) => (
          <li
            key={row.rank}
            className={row.me ? 'game-board__row game-board__row--me' : 'game-board__row'}
            aria-current={row.me ? 'true' : undefined}
            data-testid="game-board-row"
          >
            <span className="game-board__rank mono">
              <Amount value={row.rank} precision={0} />
            </span>
            <span className="game-board__name">
              {row.nickname}
              {row.me ? <span className="status-tag status-tag--gold">{t('game.you')}</span> : null}
            </span>
            <span className="game-board__points">
              <Amount value={row.points} precision={0} grouped /> {t('game.pointsUnit')}
            </span>
          </li>
        ))}
      </ol>
    );
  return (
    <section
      className="card game-board"
      aria-labelledby="game-board-title"
      data-testid="game-board"
    >
      <h2 className="content__title" id="game-board-title">
        {t('game.board')}
      </h2>
      {body}
    </section>
  );
}
