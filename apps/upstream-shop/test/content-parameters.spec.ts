import { startUpstream, type Upstream } from './support/upstream.js';

const BY_NAMES = 'query Params($names: [String!]!) { getGlobalParametersByName(names: $names) { name entries { entry parameterValue } } }';
const BY_ENTRY = 'query Param($name: String!, $entry: String!) { getGlobalParameterByNameAndEntry(name: $name, entry: $entry) { name entry parameterValue } }';

interface Group {
  name: string;
  entries: Array<{ entry: string; parameterValue: string }>;
}

describe('global parameters', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const byNames = (names: unknown) => upstream.gql<{ getGlobalParametersByName: Group[] }>(BY_NAMES, { names });
  const byEntry = (name: string, entry: string) => upstream.gql<{ getGlobalParameterByNameAndEntry: { name: string; entry: string; parameterValue: string } | null }>(BY_ENTRY, { name, entry });

  it('answers the asked groups in order, once each, leaving unknown names out', async () => {
    const answer = await byNames(['shippingCarrier', 'gibtEsNicht', 'featureFlags', 'shippingCarrier']);
    expect(answer.body.errors).toBeUndefined();
    const groups = answer.body.data?.getGlobalParametersByName;
    expect(groups?.map((g) => g.name)).toEqual(['shippingCarrier', 'featureFlags']);
    expect(groups?.[0]?.entries).toEqual([{ entry: 'dpd', parameterValue: 'true' }]);
    expect(groups?.[1]?.entries).toEqual(
      expect.arrayContaining([
        { entry: 'T164-DHL-Retest', parameterValue: 'true' },
        { entry: 'T134_Twint-Payment', parameterValue: 'true' },
      ]),
    );
  });

  it('has every seeded group the spec names', async () => {
    const names = ['featureFlags', 'shippingCarrier', 'amazonPayV2Activation', 'paymentTypes', 'infolayer', 'lightningDeal', 'returnSwitch', 'newsletterTeasers', 'sellingPoints'];
    const groups = (await byNames(names)).body.data?.getGlobalParametersByName;
    expect(groups?.map((g) => g.name)).toEqual(names);
    expect(groups?.find((g) => g.name === 'lightningDeal')?.entries).toEqual([{ entry: 'Blitzangebot', parameterValue: 'on' }]);
    expect(groups?.find((g) => g.name === 'returnSwitch')?.entries).toEqual([{ entry: 'returns', parameterValue: 'true' }]);
  });

  it('answers an empty list for no names', async () => {
    expect((await byNames([])).body.data?.getGlobalParametersByName).toEqual([]);
  });

  it('refuses more than 50 names and empty or over-long names with BAD_USER_INPUT', async () => {
    for (const names of [Array.from({ length: 51 }, (_, i) => `n${i}`), [''], ['x'.repeat(101)]]) {
      const answer = await byNames(names);
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
    }
    expect((await byNames(Array.from({ length: 50 }, () => 'featureFlags'))).body.data?.getGlobalParametersByName).toHaveLength(1);
  });

  it('looks one entry up by name and entry', async () => {
    expect((await byEntry('amazonPayV2Activation', 'activation')).body.data?.getGlobalParameterByNameAndEntry).toEqual({
      name: 'amazonPayV2Activation',
      entry: 'activation',
      parameterValue: 'amazonpay.activated',
    });
    expect((await byEntry('paymentTypes', 'xRechnung')).body.data?.getGlobalParameterByNameAndEntry?.parameterValue).toBe('true');
  });

  it('answers null for an unknown name or entry', async () => {
    expect((await byEntry('paymentTypes', 'bitcoin')).body.data?.getGlobalParameterByNameAndEntry).toBeNull();
    expect((await byEntry('nope', 'dpd')).body).toEqual({ data: { getGlobalParameterByNameAndEntry: null } });
  });

  it('refuses an empty or over-long name or entry with BAD_USER_INPUT', async () => {
    for (const [name, entry] of [['', 'dpd'], ['shippingCarrier', 'x'.repeat(101)]] as const) {
      const answer = await byEntry(name, entry);
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({ classification: 'BAD_USER_INPUT' });
    }
  });

  it('needs an access token like every call', async () => {
    const answer = await upstream.gql(BY_NAMES, { names: ['featureFlags'] }, { token: null });
    expect(answer.body.errors?.[0]?.extensions?.classification).toBe('INVALID_TOKEN');
  });
});
