import { cityParamsSchema, countryParamsSchema, optionListSchema } from '@contrail/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorResponses } from '../http/error-responses.ts';
import { notFound } from '../http/errors.ts';
import { notFoundWhenInvalid, zodApp } from '../http/openapi.ts';
import { listCities, listCountries, listStates } from './places.ts';

const countryParams = notFoundWhenInvalid(countryParamsSchema, 'Unknown country.');
const cityParams = notFoundWhenInvalid(cityParamsSchema, 'Unknown country or state.');
const answers = { 200: optionListSchema, ...errorResponses };

/** Place names never change while the server runs. */
const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=86400');

/** Location lookup (spec §7): countries, the states of a country, the cities of a state. */
export async function addressRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  app.get(
    '/api/address/countries',
    {
      schema: {
        tags: ['address'],
        summary: 'Every country (label and ISO code)',
        response: answers,
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return listCountries();
    },
  );

  app.get(
    '/api/address/countries/states/:value',
    {
      schema: {
        tags: ['address'],
        summary: 'The states of a country',
        params: countryParams,
        response: answers,
      },
    },
    async (request, reply) => {
      const states = await listStates(request.params.value);
      if (!states) throw notFound('Unknown country.');
      cacheable(reply);
      return states;
    },
  );

  app.get(
    '/api/address/countries/:country/states/:state/cities',
    {
      schema: {
        tags: ['address'],
        summary: 'The cities of a state',
        params: cityParams,
        response: answers,
      },
    },
    async (request, reply) => {
      const cities = await listCities(request.params.country, request.params.state);
      if (!cities) throw notFound('Unknown country or state.');
      cacheable(reply);
      return cities;
    },
  );
}
