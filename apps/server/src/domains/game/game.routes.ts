import { gamePredictInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf } from '../../http/auth.js';
import { okResponse, view } from '../../http/response.js';
import * as game from './game.service.js';

/** `GameRoundView`. */
const round = view({
  id: z.number(),
  direction: z.enum(['up', 'down']),
  open_price: z.string(),
  open_time: z.number(),
  close_at: z.number(),
  close_price: z.string().nullable(),
  close_time: z.number().nullable(),
  outcome: z.enum(['pending', 'won', 'lost', 'draw', 'void']),
  points: z.number(),
});
/** `GameStateView`. */
const state = view({
  symbol: z.string(),
  seconds: z.number(),
  win_points: z.number(),
  points_total: z.number(),
  points_week: z.number(),
  streak: z.number(),
  rounds_left_today: z.number(),
  open: round.nullable(),
  recent: z.array(round),
  options_example: view({
    stake: z.string(),
    profit_ratio: z.string().nullable(),
    payout_if_won: z.string().nullable(),
    breakeven_win_rate: z.string().nullable(),
  }),
});
/** `GameLeaderView`. */
const leader = view({
  rank: z.number(),
  nickname: z.string(),
  points: z.number(),
  me: z.boolean(),
});

/** The price game (issue #20 item 6): points only, never money. */
export function gameRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['game'];
    await app.register(
      authenticated(async (user) => {
        user.get('/game/state', { schema: { tags, response: okResponse(state) } }, (req) =>
          game.gameState(deps, callerOf(req)),
        );
        user.post(
          '/game/predict',
          { schema: { tags, body: gamePredictInputSchema, response: okResponse(round) } },
          (req) => game.predict(deps, callerOf(req), req.body),
        );
        user.get(
          '/game/leaderboard',
          { schema: { tags, response: okResponse(z.array(leader)) } },
          (req) => game.leaderboard(deps, callerOf(req)),
        );
      }),
    );
  };
}
