import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/errors.ts';
import { listCities, listCountries, listStates } from './places.ts';

const code = z.string().min(1).max(8);
const countryParams = z.strictObject({ value: code });
const cityParams = z.strictObject({ country: code, state: code });

/** Place names never change while the server runs. */
const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=86400');

/** Location lookup (spec §7): countries, the states of a country, the cities of a state. */
export async function addressRoutes(app: FastifyInstance) {
  app.get('/api/address/countries', async (_request, reply) => {
    cacheable(reply);
    return listCountries();
  });

  app.get('/api/address/countries/states/:value', async (request, reply) => {
    const params = countryParams.safeParse(request.params);
    const states = params.success ? await listStates(params.data.value) : undefined;
    if (!states) throw notFound('Unknown country.');
    cacheable(reply);
    return states;
  });

  app.get('/api/address/countries/:country/states/:state/cities', async (request, reply) => {
    const params = cityParams.safeParse(request.params);
    const cities = params.success
      ? await listCities(params.data.country, params.data.state)
      : undefined;
    if (!cities) throw notFound('Unknown country or state.');
    cacheable(reply);
    return cities;
  });
}
