import {
  companyLocationSaveInputSchema,
  locationReverseInputSchema,
  locationSearchInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { locationSearchLimit } from '../../http/rate-limit.js';
import { okResponse, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from '../admin/index.js';
import * as location from './location.service.js';

/** `PlaceView`. */
const place = view({
  name: z.string(),
  address: z.string(),
  lat: z.number().describe('degrees north, -90 to 90'),
  lng: z.number().describe('degrees east, -180 to 180'),
});
const source = z
  .enum(['geocoder', 'offline'])
  .describe('the configured geocoder, or the city list');

/** `MapConfigView`. */
const mapConfig = view({
  tile_url: z.string().describe('a {z}/{x}/{y} tile URL template'),
  attribution: z.string(),
  attribution_url: z.string(),
  max_zoom: z.number(),
});

/** `AdminCompanyLocationView | null`. */
const adminCompany = view({
  lat: z.number(),
  lng: z.number(),
  translations: z
    .record(z.string(), z.unknown())
    .describe('{ "en": { "name": …, "address": … }, … }'),
  updated_at: z.number(),
}).nullable();

/** The map screens' tiles, place search, and the company's address (issue #20 item 8). */
export function locationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const finder = location.createPlaceFinder(deps);
  return async (app) => {
    const tags = ['location'];
    app.get('/location/config', { schema: { tags, response: okResponse(mapConfig) } }, () =>
      location.mapConfig(deps.config),
    );
    app.get(
      '/location/search',
      {
        schema: {
          tags,
          querystring: locationSearchInputSchema,
          response: okResponse(view({ source, places: z.array(place) })),
        },
        config: { rateLimit: locationSearchLimit },
      },
      (req) => finder.search(req.query.q, req.lang),
    );
    app.get(
      '/location/reverse',
      {
        schema: {
          tags,
          querystring: locationReverseInputSchema,
          response: okResponse(view({ source, place: place.nullable() })),
        },
        config: { rateLimit: locationSearchLimit },
      },
      (req) => finder.reverse(req.query, req.lang),
    );
    app.get(
      '/location/company',
      { schema: { tags, response: okResponse(place.nullable()) } },
      (req) => location.companyLocation(deps.db, req.lang),
    );
  };
}

/** The operator's side: the company's address the contact page shows. */
export function adminLocationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get(
          '/admin/location/company',
          { schema: { tags, response: okResponse(adminCompany) } },
          () => location.adminCompanyLocation(deps.db),
        );
      }),
    );
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        ops.post(
          '/admin/location/company/save',
          {
            schema: {
              tags,
              body: companyLocationSaveInputSchema,
              response: okResponse(adminCompany),
            },
          },
          (req) => location.saveCompanyLocation(deps, adminOf(req), req.body),
        );
      }),
    );
  };
}
