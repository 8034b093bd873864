import { ADDRESS_DETAILS_FAILED, ADDRESS_SUGGESTIONS_FAILED, ROLE_NAMES } from '@tms/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors';
import { createAddressService } from '../src/modules/address/address.service';
import {
  createGoogleProvider,
  mapAutocompleteResponse,
  mapPlaceDetails,
} from '../src/modules/address/providers/google';
import {
  createOfflineProvider,
  decodePlaceId,
  encodePlaceId,
  parseAddress,
} from '../src/modules/address/providers/offline';
import { buildCompany, buildSignedInCompany, buildUser, signIn } from './support/factories';
import { useTestApp } from './support/test-app';

const quietLog = { warn: () => {} };

/** The offline data's answer for 1200 Industrial Pkwy, Columbus. */
const INDUSTRIAL_PKWY = {
  street: '1200 Industrial Pkwy',
  city: 'Columbus',
  state: 'OH',
  postalCode: '43215',
  country: 'US',
  formattedAddress: '1200 Industrial Pkwy, Columbus, OH 43215, USA',
  lat: 39.9671,
  lng: -83.0044,
};

describe('offline address provider', () => {
  const offline = createOfflineProvider();
  const first = async (input: string) => (await offline.autocomplete({ input, region: 'us' }))[0];
  const detailsOf = async (input: string) => {
    const s = await first(input);
    expect(s, input).toBeTruthy();
    return offline.details({ placeId: s!.place_id });
  };

  it.each([
    ['1200 Industrial Pkwy, Columbus, OH 43215', '1200 Industrial Pkwy', 'Columbus', 'OH', '43215'],
    ['1200 Industrial Pkwy Columbus OH', '1200 Industrial Pkwy', 'Columbus', 'OH', ''],
    ['1200 industrial pkwy, columbus, ohio', '1200 industrial pkwy', 'Columbus', 'OH', ''],
    ['Columbus, OH', '', 'Columbus', 'OH', ''],
    ['43215', '', 'Columbus', 'OH', '43215'],
    ['350 5th Ave 10118', '350 5th Ave', 'New York', 'NY', '10118'],
    ['350 5th Ave, Manhattan, NY 10118', '350 5th Ave', 'New York', 'NY', '10118'],
    ['350 5th Ave, New York, NY 10118-0110, USA', '350 5th Ave', 'New York', 'NY', '10118'],
    ['12 Oak Ct 06001', '12 Oak Ct', 'Avon', 'CT', '06001'],
    ['St. Louis, MO', '', 'Saint Louis', 'MO', ''],
    ['100 Main St Salt Lake City UT', '100 Main St', 'Salt Lake City', 'UT', ''],
    ['New York, New York', '', 'New York', 'NY', ''],
  ])('reads %j as street %j, %s %s %s', (input, street, city, state, zip) => {
    expect(parseAddress(input)[0]).toEqual({ street, city, state, zip });
  });

  it('suggests cities while the name is still being typed, biggest first, at most 5', async () => {
    const colum = await offline.autocomplete({ input: 'Colum', region: 'us' });
    expect(colum).toHaveLength(5);
    expect(colum[0]!.description).toBe('Columbus, OH, USA');
    expect(colum.every((s) => /^Colum/.test(s.description))).toBe(true);
    const inOhio = await offline.autocomplete({ input: 'Colum OH', region: 'us' });
    expect(inOhio.length).toBeGreaterThan(1);
    expect(inOhio.every((s) => s.description.includes(', OH'))).toBe(true);
    const withStreet = await offline.autocomplete({ input: '1200 Industrial Pkwy, Colum', region: 'us' });
    expect(withStreet[0]!.description).toBe('1200 Industrial Pkwy, Columbus, OH, USA');
    const zips = await offline.autocomplete({ input: '4321', region: 'us' });
    expect(zips.map((s) => s.description)).toEqual([
      'Columbus, OH 43210, USA',
      'Columbus, OH 43211, USA',
      'Columbus, OH 43212, USA',
      'Columbus, OH 43213, USA',
      'Columbus, OH 43214, USA',
    ]);
  });

  it('answers nothing for text it cannot place, other regions, or over-long streets', async () => {
    for (const input of ['99999', 'zzqx', 'a', '1200 Nowhere Road Atlantis ZZ']) {
      expect(await offline.autocomplete({ input, region: 'us' }), input).toEqual([]);
    }
    expect(await offline.autocomplete({ input: 'Columbus, OH', region: 'ca' })).toEqual([]);
    expect(await offline.autocomplete({ input: `${'9 Long '.repeat(20)}Columbus OH`, region: 'us' })).toEqual([]);
  });

  it('rebuilds the parsed address from the place id, with coordinates', async () => {
    expect(await detailsOf('1200 Industrial Pkwy, Columbus, OH 43215')).toEqual(INDUSTRIAL_PKWY);
    const city = await detailsOf('Columbus, OH');
    expect(city).toMatchObject({ street: '', city: 'Columbus', state: 'OH', postalCode: '', country: 'US' });
    expect(city!.lat).toBeCloseTo(40, 0);
    expect(city!.lng).toBeCloseTo(-83, 0);
    expect(await detailsOf('350 5th Ave 10118')).toMatchObject({
      formattedAddress: '350 5th Ave, New York, NY 10118, USA',
      postalCode: '10118',
    });
  });

  it('refuses place ids that are not its own, are malformed, or name no known place', async () => {
    const forged = (parts: unknown) => `us1.${Buffer.from(JSON.stringify(parts)).toString('base64url')}`;
    for (const placeId of [
      'ChIJOwg_06VPwokRYv534QaPC8g',
      'us1.',
      'us1.%%%',
      `us1.${Buffer.from('not json').toString('base64url')}`,
      forged({ street: 'x' }),
      forged(['<script>alert(1)</script>', 'Columbus', 'OH', '43215']),
      forged(["1 Main'; DROP TABLE customers;--", 'Columbus', 'OH', '43215']),
      forged(['1 Main St', 'Columbus', 'OH', '99999']),
      forged(['1 Main St', 'Columbus', 'GA', '43215']),
      forged(['1 Main St', 'Atlantis', 'OH', '']),
      forged(['1 Main St', 'Columbus', 'Ohio', '']),
    ]) {
      expect(await offline.details({ placeId }), placeId).toBeNull();
    }
    const parts = { street: '1 Main St', city: 'Columbus', state: 'OH', zip: '43215' };
    expect(decodePlaceId(encodePlaceId(parts))).toEqual(parts);
    expect(encodePlaceId({ ...parts, street: 'x'.repeat(100) }).length).toBeLessThan(200);
  });
});

describe('Google Places provider', () => {
  // The shapes Places API (New) answers, trimmed to the fields used.
  const autocompleteFixture = {
    suggestions: [
      {
        placePrediction: {
          place: 'places/ChIJ7cv00DwsDogRAMDACa2m4K8',
          placeId: 'ChIJ7cv00DwsDogRAMDACa2m4K8',
          text: {
            text: '1200 Industrial Parkway, Columbus, OH, USA',
            matches: [{ endOffset: 4 }],
          },
          structuredFormat: {
            mainText: { text: '1200 Industrial Parkway' },
            secondaryText: { text: 'Columbus, OH, USA' },
          },
          types: ['street_address', 'geocode'],
        },
      },
      { queryPrediction: { text: { text: '1200 industrial parkway near me' } } },
      {
        placePrediction: {
          placeId: 'ChIJW-T2Wt7Gt4kRKl2I1CJFUsI',
          text: { text: '1200 Industrial Pkwy, Worthington, OH, USA' },
        },
      },
    ],
  };
  const detailsFixture = {
    id: 'ChIJ7cv00DwsDogRAMDACa2m4K8',
    formattedAddress: '1200 Industrial Pkwy, Columbus, OH 43215, USA',
    addressComponents: [
      { longText: '1200', shortText: '1200', types: ['street_number'], languageCode: 'en' },
      { longText: 'Industrial Parkway', shortText: 'Industrial Pkwy', types: ['route'], languageCode: 'en' },
      { longText: 'Columbus', shortText: 'Columbus', types: ['locality', 'political'], languageCode: 'en' },
      {
        longText: 'Franklin County',
        shortText: 'Franklin County',
        types: ['administrative_area_level_2', 'political'],
        languageCode: 'en',
      },
      { longText: 'Ohio', shortText: 'OH', types: ['administrative_area_level_1', 'political'], languageCode: 'en' },
      { longText: 'United States', shortText: 'US', types: ['country', 'political'], languageCode: 'en' },
      { longText: '43215', shortText: '43215', types: ['postal_code'], languageCode: 'en' },
      { longText: '4102', shortText: '4102', types: ['postal_code_suffix'], languageCode: 'en' },
    ],
    location: { latitude: 39.9612, longitude: -82.9988 },
  };

  it('maps place predictions and leaves query predictions out', () => {
    expect(mapAutocompleteResponse(autocompleteFixture)).toEqual([
      { place_id: 'ChIJ7cv00DwsDogRAMDACa2m4K8', description: '1200 Industrial Parkway, Columbus, OH, USA' },
      { place_id: 'ChIJW-T2Wt7Gt4kRKl2I1CJFUsI', description: '1200 Industrial Pkwy, Worthington, OH, USA' },
    ]);
    expect(mapAutocompleteResponse({})).toEqual([]);
    const prediction = { placePrediction: { placeId: 'x', text: { text: 'Somewhere, OH, USA' } } };
    const many = { suggestions: Array.from({ length: 8 }, () => prediction) };
    expect(mapAutocompleteResponse(many)).toHaveLength(5);
    expect(() => mapAutocompleteResponse({ suggestions: 'nope' })).toThrow();
  });

  it('maps address components to the parsed address', () => {
    expect(mapPlaceDetails(detailsFixture)).toEqual({
      street: '1200 Industrial Parkway',
      city: 'Columbus',
      state: 'OH',
      postalCode: '43215',
      country: 'US',
      formattedAddress: '1200 Industrial Pkwy, Columbus, OH 43215, USA',
      lat: 39.9612,
      lng: -82.9988,
    });
    const borough = mapPlaceDetails({
      formattedAddress: '350 5th Ave, New York, NY 10118, USA',
      addressComponents: [
        { longText: 'Manhattan', shortText: 'Manhattan', types: ['sublocality_level_1', 'sublocality'] },
        { longText: 'New York', shortText: 'NY', types: ['administrative_area_level_1'] },
      ],
    });
    expect(borough).toMatchObject({ street: '', city: 'Manhattan', state: 'NY', lat: null, lng: null });
  });

  type Call = { url: string; init: RequestInit };
  const fakeFetch = (status: number, body: unknown, calls: Call[]) =>
    (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;

  it('sends the key in a header, never in the URL, and restricts to the region', async () => {
    const calls: Call[] = [];
    const google = createGoogleProvider({
      apiKey: 'server-key-123',
      fetch: fakeFetch(200, autocompleteFixture, calls),
    });
    const suggestions = await google.autocomplete({ input: '1200 Industrial', sessionToken: 'tok-1', region: 'US' });
    expect(suggestions).toHaveLength(2);
    expect(calls[0]!.url).toBe('https://places.googleapis.com/v1/places:autocomplete');
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>)['x-goog-api-key']).toBe('server-key-123');
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      input: '1200 Industrial',
      sessionToken: 'tok-1',
      includedRegionCodes: ['us'],
    });

    const detailCalls: Call[] = [];
    const details = createGoogleProvider({
      apiKey: 'server-key-123',
      fetch: fakeFetch(200, detailsFixture, detailCalls),
    });
    expect(await details.details({ placeId: 'ChIJ7cv00DwsDogRAMDACa2m4K8', sessionToken: 'tok-1' })).toMatchObject({
      city: 'Columbus',
    });
    const detailUrl = new URL(detailCalls[0]!.url);
    expect(detailUrl.pathname).toBe('/v1/places/ChIJ7cv00DwsDogRAMDACa2m4K8');
    expect(detailUrl.searchParams.get('sessionToken')).toBe('tok-1');
    expect(detailCalls[0]!.url).not.toContain('server-key-123');
    const headers = detailCalls[0]!.init.headers as Record<string, string>;
    expect(headers['x-goog-fieldmask']).toBe('id,formattedAddress,addressComponents,location');

    const odd: Call[] = [];
    await createGoogleProvider({ apiKey: 'k', fetch: fakeFetch(200, detailsFixture, odd) }).details({
      placeId: '../places:autocomplete?x=1',
    });
    expect(new URL(odd[0]!.url).pathname).toBe('/v1/places/..%2Fplaces%3Aautocomplete%3Fx%3D1');
  });

  it('treats unknown places as not found and other failures as errors', async () => {
    for (const status of [400, 404]) {
      const google = createGoogleProvider({ apiKey: 'k', fetch: fakeFetch(status, { error: {} }, []) });
      expect(await google.details({ placeId: 'nope' })).toBeNull();
    }
    const down = createGoogleProvider({ apiKey: 'k', fetch: fakeFetch(503, { error: {} }, []) });
    await expect(down.autocomplete({ input: 'x', region: 'us' })).rejects.toThrow(/503/);
    await expect(down.details({ placeId: 'x' })).rejects.toThrow(/503/);
  });

  it('is chosen when a key is configured, and its failures become the spec messages', async () => {
    const ok = createAddressService({ googleMapsApiKey: 'k', fetch: fakeFetch(200, autocompleteFixture, []) });
    expect((await ok.autocomplete({ input: 'x', region: 'us' }, quietLog)).suggestions[0]!.place_id).toBe(
      'ChIJ7cv00DwsDogRAMDACa2m4K8',
    );
    const down = createAddressService({ googleMapsApiKey: 'k', fetch: fakeFetch(500, {}, []) });
    const suggestionsError = await down.autocomplete({ input: 'x', region: 'us' }, quietLog).catch((e) => e);
    expect(suggestionsError).toBeInstanceOf(AppError);
    expect(suggestionsError).toMatchObject({ statusCode: 502, message: ADDRESS_SUGGESTIONS_FAILED });
    const detailsError = await down.details('x', undefined, quietLog).catch((e) => e);
    expect(detailsError).toMatchObject({ statusCode: 502, message: ADDRESS_DETAILS_FAILED });
    const missing = createAddressService({ googleMapsApiKey: 'k', fetch: fakeFetch(404, {}, []) });
    expect(await missing.details('x', undefined, quietLog).catch((e) => e)).toMatchObject({
      statusCode: 404,
      message: ADDRESS_DETAILS_FAILED,
    });
  });
});

describe('address and country calls', () => {
  // Whatever the machine's environment holds, these tests use the offline provider.
  const t = useTestApp({ googleMapsApiKey: undefined });
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = (await buildSignedInCompany(t.app, t.db, 'DISPATCHER')).headers;
  });

  const get = (url: string, h = headers) => t.app.inject({ method: 'GET', url, headers: h });

  it('suggests addresses and answers the parsed address of one', async () => {
    const q = encodeURIComponent('1200 Industrial Pkwy, Columbus, OH 43215');
    const res = await get(`/api/address/autocomplete?input=${q}&session_token=abc-123&region=us`);
    expect(res.statusCode, res.body).toBe(200);
    const { suggestions } = res.json();
    expect(suggestions).toEqual([
      { place_id: expect.any(String), description: '1200 Industrial Pkwy, Columbus, OH 43215, USA' },
    ]);
    const details = await get(`/api/address/details/${suggestions[0].place_id}?session_token=abc-123`);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toEqual(INDUSTRIAL_PKWY);
    // The region defaults to us; other regions have no offline data.
    expect((await get('/api/address/autocomplete?input=43215')).json().suggestions).toHaveLength(1);
    expect((await get('/api/address/autocomplete?input=43215&region=CA')).json()).toEqual({ suggestions: [] });
  });

  it('answers 404 with the spec message for place ids it cannot resolve', async () => {
    for (const id of ['ChIJ7cv00DwsDogRAMDACa2m4K8', 'us1.e30', `us1.${'A'.repeat(150)}`, "x'%3B%20DROP%20TABLE"]) {
      const res = await get(`/api/address/details/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ detail: ADDRESS_DETAILS_FAILED });
    }
    // Past the router's longest path parameter (200), no route matches.
    const tooLong = await get(`/api/address/details/${'A'.repeat(400)}`);
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json().detail).toMatch(/^No route for GET \/api\/address\/details\//);
  });

  it.each([
    ['', 'Type an address'],
    ['input=', 'Type an address'],
    ['input=%20%20', 'Type an address'],
    [`input=${'a'.repeat(201)}`, 'Address is too long'],
    [`input=${encodeURIComponent('<script>alert(1)</script>')}`, 'Address contains invalid characters'],
    [`input=${encodeURIComponent("x'; DROP TABLE customers;--")}`, 'Address contains invalid characters'],
    ['input=Columbus&region=usa', 'Region must be a two-letter code'],
  ])('refuses autocomplete query %j with "%s"', async (query, message) => {
    const res = await get(`/api/address/autocomplete?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((d: { msg: string }) => d.msg)).toContain(message);
  });

  it('lists countries by name with their two-letter codes', async () => {
    const res = await get('/api/countries/');
    expect(res.statusCode).toBe(200);
    const { countries } = res.json() as { countries: { code: string; name: string }[] };
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ code: 'US', name: 'United States of America' });
    expect(countries).toContainEqual({ code: 'CA', name: 'Canada' });
    expect(countries.every((c) => /^[A-Z]{2}$/.test(c.code))).toBe(true);
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect((await get('/api/countries')).statusCode).toBe(200);
  });

  it('serves every signed-in user, superadmins included, and no one else', async () => {
    // A driver reaches only the driver app (the authorization matrix proves the refusal).
    const roles = ROLE_NAMES.filter((r) => r !== 'DRIVER');
    const placeId = encodePlaceId({ street: '', city: 'Columbus', state: 'OH', zip: '43215' });
    const urls = [
      '/api/address/autocomplete?input=Columbus%2C%20OH',
      `/api/address/details/${placeId}`,
      '/api/countries/',
    ];
    for (const role of roles) {
      const company = role === 'SUPERADMIN' ? null : await buildCompany(t.db);
      const user = await buildUser(t.db, { companyId: company?.id ?? null, roles: [role] });
      const h = (await signIn(t.app, user.email)).headers;
      for (const url of urls) expect((await get(url, h)).statusCode, `${role} ${url}`).toBe(200);
    }
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().detail).toBe('Not authenticated');
    }
  });

  it('lists the address and country paths in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/address/autocomplete', '/api/address/details/{placeId}', '/api/countries/']) {
      expect(doc.paths[path], path).toBeTruthy();
    }
    expect(JSON.stringify(doc)).not.toMatch(/places\.googleapis|x-goog-api-key/i);
  });
});
