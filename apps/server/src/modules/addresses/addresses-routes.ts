import { addressFormSchema, addressSchema, locationOptionSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import type { AddressesService } from './addresses-service';
import type { LocationsService } from './locations-service';

const listReply = z.object({ data: z.array(addressSchema) });
const oneReply = z.object({ data: addressSchema });
const idParams = z.object({ id: z.string().max(100) });
const security = [{ bearer: [] }];
const tags = ['addresses'];
const placesReply = z.object({ data: z.array(locationOptionSchema) });
// Reference data that changes with a release, not per shopper.
const PLACES_CACHE = 'public, max-age=3600';

export const addressesRoutes: FastifyPluginAsyncZod<{
  addresses: AddressesService;
  locations: LocationsService;
}> = async (app, { addresses, locations }) => {
  const guarded = { onRequest: app.authenticate };

  for (const url of ['/api/v1/my-info/addresses', '/api/address']) {
    app.get(
      url,
      {
        ...guarded,
        schema: {
          tags,
          security,
          summary: 'The caller’s address book, default shipping address first',
          response: { 200: listReply },
        },
      },
      async (request) => ({ data: await addresses.list(currentUser(request).id) }),
    );
  }

  app.post(
    '/api/v1/my-info/addresses',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Adds an address (region, province and city from the location lists)',
        body: addressFormSchema,
        response: { 201: oneReply },
      },
    },
    async (request, reply) => {
      const data = await addresses.create(currentUser(request).id, request.body);
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/api/v1/my-info/addresses/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Replaces one of the caller’s addresses',
        params: idParams,
        body: addressFormSchema,
        response: { 200: oneReply },
      },
    },
    async (request) => ({
      data: await addresses.update(currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v1/my-info/addresses/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Deletes one of the caller’s addresses',
        params: idParams,
        response: { 200: z.object({ data: z.object({ _id: z.string() }) }) },
      },
    },
    async (request) => ({
      data: await addresses.remove(currentUser(request).id, request.params.id),
    }),
  );

  app.get(
    '/api/v1/public/locations/regions',
    {
      schema: {
        tags: ['locations'],
        summary: 'Philippine regions',
        response: { 200: placesReply },
      },
    },
    async (_request, reply) => {
      const regions = await locations.regions();
      reply.header('cache-control', PLACES_CACHE);
      return { data: regions.map(({ code, name }) => ({ code, name })) };
    },
  );

  app.get(
    '/api/v1/public/locations/provinces',
    {
      schema: {
        tags: ['locations'],
        summary: 'Provinces of a region (code or name); Metro Manila for NCR',
        querystring: z.object({ region: z.string().max(100) }),
        response: { 200: placesReply },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PLACES_CACHE);
      return { data: await locations.provinces(request.query.region) };
    },
  );

  app.get(
    '/api/v1/public/locations/cities',
    {
      schema: {
        tags: ['locations'],
        summary:
          'Cities and municipalities of a province (code or name); empty where the list is not kept, the city is then typed',
        querystring: z.object({ province: z.string().max(100) }),
        response: { 200: placesReply },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PLACES_CACHE);
      return { data: await locations.cities(request.query.province) };
    },
  );
};
