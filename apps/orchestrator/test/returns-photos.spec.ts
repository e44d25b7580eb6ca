import { EventBus } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { ReturnPhotoFailedEvent } from '../src/returns/events/index.js';
import { photoJobId, RETURN_IMAGE_UPLOAD_QUEUE } from '../src/returns/photos/photo-jobs.js';
import { photoKeys } from '../src/returns/photos/photo-store.js';
import { USER_ID_HEADER } from '../src/upstream/upstream-client.js';
import { JPEG_4X4, PNG_8X8, pngOfSize } from './fixtures/return-images.js';
import type { TestOrchestrator } from './support/orchestrator.js';
import { testQueue, testQueueEvents } from './support/redis.js';
import { fromBrowserAt, INTERNAL_SECRET } from './support/staff.js';
import { startWorld, type World } from './support/world.js';

// Anna's order 40010009: lines 1 and 2 are delivered (returnable), 3 and 4 still on their way.
const ORDER = { orderId: '40010009', zipCode: '10115' };
// The Vienna guest's order, for the test that fills the upstream's 20 photos per order (hash).
const FULL_ORDER = { orderId: '40090001', zipCode: '1060' };

interface Photo {
  id: string;
  itemId: string;
  state: string;
  attempts: number;
  messageKey: string | null;
  fileName: string | null;
  size: number | null;
  contentType: string | null;
}
interface Flow {
  __typename: string;
  id: string;
  photos: Photo[];
  uploadedPhotoCount: number;
  order: { items: { id: string; lineNo: number; returnableQuantity: number }[] } | null;
}

const FLOW = `... on ReturnFlow { id photos { id itemId state attempts messageKey fileName size contentType } uploadedPhotoCount order { items { id lineNo returnableQuantity } } }
  ... on ErrorResult { errorCode messageKey message }
  ... on ReturnRefusedError { reason }`;

describe('return photos: intake, store and the return-image-upload queue (real Redis, real upstream stand-in)', () => {
  let world: World;
  let uploads: Queue;
  const published: unknown[] = [];

  beforeAll(async () => {
    world = await startWorld('returns-photos', { RETURN_PHOTO_BACKOFF_MS: '50', RETURN_PHOTO_JOB_ATTEMPTS: '3', RETURN_SWITCH_CACHE_MS: '0' });
    world.orchestrator.app.get(EventBus).subscribe((event) => published.push(event));
    uploads = testQueue(RETURN_IMAGE_UPLOAD_QUEUE, world.keyspace.prefix);
  });
  afterAll(async () => {
    try {
      await uploads?.close();
    } finally {
      await world?.close();
    }
  });

  const newVisitor = (): string => `v${randomBytes(8).toString('hex')}`;
  /** A body sent in 128 KB pieces, a few milliseconds apart (as a proxy streams an upload on). */
  const slowStream = (bytes: Buffer): ReadableStream<Uint8Array> => {
    let at = 0;
    return new ReadableStream({
      async pull(controller) {
        if (at >= bytes.length) return controller.close();
        await new Promise((resolve) => setTimeout(resolve, 2));
        controller.enqueue(new Uint8Array(bytes.subarray(at, at + 128 * 1024)));
        at += 128 * 1024;
      },
    });
  };

  async function gql<T = Flow>(visitor: string, query: string, variables: Record<string, unknown> = {}, app: TestOrchestrator = world.orchestrator): Promise<T> {
    const answer = await app.graphql<Record<string, T>>(query, variables, visitor);
    if (answer.errors) throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`);
    return Object.values(answer.data ?? {})[0] as T;
  }

  /** A return of `visitor` with both delivered items selected (reason WRONG_ITEM asks for a photo). */
  async function startReturn(visitor: string, order = ORDER): Promise<{ returnId: string; items: string[] }> {
    const found = await gql(visitor, `mutation($input: LookupReturnOrderInput!) { lookupReturnOrder(input: $input) { __typename ${FLOW} } }`, { input: order });
    expect(found.__typename).toBe('ReturnFlow');
    const items = found.order!.items.filter((item) => item.returnableQuantity > 0).map((item) => item.id);
    expect(items.length).toBeGreaterThanOrEqual(2);
    const selected = await gql(visitor, `mutation($input: SaveReturnSelectionInput!) { saveReturnSelection(input: $input) { __typename ${FLOW} } }`, {
      input: { returnId: found.id, items: items.map((itemId) => ({ itemId, quantity: 1, reason: 'WRONG_ITEM' })) },
    });
    expect(selected.__typename).toBe('ReturnFlow');
    return { returnId: found.id, items };
  }

  async function post(visitor: string, returnId: string, itemId: string, body: Buffer, headers: Record<string, string> = {}, app: TestOrchestrator = world.orchestrator) {
    const response = await fetch(`${app.url}/returns/${returnId}/photos?itemId=${encodeURIComponent(itemId)}`, {
      method: 'POST',
      headers: { [USER_ID_HEADER]: visitor, 'content-type': 'application/octet-stream', ...headers },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: (await response.json()) as { photo?: Photo; errorCode?: string; messageKey?: string; message?: string; reason?: string } };
  }

  const flow = (visitor: string, returnId: string): Promise<Flow> => gql(visitor, `query($id: ID!) { returnFlow(returnId: $id) { __typename ${FLOW} } }`, { id: returnId });

  async function until(visitor: string, returnId: string, done: (flow: Flow) => boolean, timeoutMs = 20_000): Promise<Flow> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const current = await flow(visitor, returnId);
      if (done(current)) return current;
      if (Date.now() > deadline) throw new Error(`timed out; photos: ${JSON.stringify(current.photos)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const settled = (f: Flow): boolean => f.photos.every((p) => p.state === 'UPLOADED' || p.state === 'FAILED');
  const fileKeys = async (returnId: string): Promise<string[]> => world.keyspace.redis.keys(`${photoKeys(world.keyspace.prefix, returnId).file('*')}`);

  it('uploads a photo whose upload fails twice, after three attempts; the file is gone afterwards, name, size and type stay', async () => {
    const visitor = newVisitor();
    const { returnId, items } = await startReturn(visitor);
    await world.upstream.fault({ operation: 'UploadReturnImage', kind: 'http', status: 503, times: 2 });
    const added = await post(visitor, returnId, items[0]!, PNG_8X8, { 'X-File-Name': encodeURIComponent('Kratzer im Lack.jpg') });
    expect(added).toEqual({
      status: 201,
      body: { photo: { id: expect.stringMatching(/^ph-/), itemId: items[0], state: 'QUEUED', attempts: 0, messageKey: null, fileName: 'Kratzer im Lack.jpg', size: PNG_8X8.length, contentType: 'image/png' } },
    });
    const photoId = added.body.photo!.id;
    const done = await until(visitor, returnId, settled);
    expect(done.photos).toEqual([{ id: photoId, itemId: items[0], state: 'UPLOADED', attempts: 1, messageKey: null, fileName: 'Kratzer im Lack.jpg', size: PNG_8X8.length, contentType: 'image/png' }]);
    expect(done.uploadedPhotoCount).toBe(1);
    const job = await uploads.getJob(photoJobId(returnId, photoId, 0));
    expect(job?.attemptsMade).toBe(3);
    expect(await job?.getState()).toBe('completed');
    expect(await fileKeys(returnId)).toEqual([]);
  });

  it('refuses what is no PNG or JPEG by its content, whatever it is called, and queues nothing', async () => {
    const visitor = newVisitor();
    const { returnId, items } = await startReturn(visitor);
    const before = await uploads.getJobCounts();
    const text = await post(visitor, returnId, items[0]!, Buffer.from('just some text, named like a photo'), { 'content-type': 'image/png', 'X-File-Name': 'foto.png' });
    expect(text).toEqual({ status: 415, body: { errorCode: 'FILE_TYPE_NOT_ALLOWED', messageKey: 'vue.upload.error.fileType', message: expect.any(String) } });
    const truncated = await post(visitor, returnId, items[0]!, PNG_8X8.subarray(0, 20), { 'content-type': 'image/png' });
    expect(truncated).toMatchObject({ status: 400, body: { errorCode: 'INVALID_FILE', messageKey: 'vue.upload.error.invalidFile' } });
    const empty = await post(visitor, returnId, items[0]!, Buffer.alloc(0));
    expect(empty).toMatchObject({ status: 400, body: { errorCode: 'INVALID_FILE' } });
    const tooLarge = await post(visitor, returnId, items[0]!, pngOfSize(5 * 1024 * 1024 + 10_000));
    expect(tooLarge).toMatchObject({ status: 413, body: { errorCode: 'FILE_TOO_LARGE', messageKey: 'vue.upload.error.fileTooLarge' } });
    // Without a Content-Length (chunked), reading stops at the limit and the refusal still arrives.
    const big = pngOfSize(6 * 1024 * 1024);
    const chunked = await fetch(`${world.orchestrator.url}/returns/${returnId}/photos?itemId=${items[0]}`, {
      method: 'POST',
      headers: { [USER_ID_HEADER]: visitor },
      body: slowStream(big),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toMatchObject({ errorCode: 'FILE_TOO_LARGE' });
    expect(await uploads.getJobCounts()).toEqual(before);
    expect((await flow(visitor, returnId)).photos).toEqual([]);
    expect(await fileKeys(returnId)).toEqual([]);
    // A JPEG sent as "application/octet-stream" named .png is a JPEG.
    const jpeg = await post(visitor, returnId, items[0]!, JPEG_4X4, { 'X-File-Name': 'bild.png' });
    expect(jpeg).toMatchObject({ status: 201, body: { photo: { contentType: 'image/jpeg', fileName: 'bild.png' } } });
    await until(visitor, returnId, settled);
  });

  it('refuses a photo of another visitor’s return, of a return that does not exist, or of an item not selected', async () => {
    const owner = newVisitor();
    const { returnId, items } = await startReturn(owner);
    const stranger = await post(newVisitor(), returnId, items[0]!, PNG_8X8);
    expect(stranger).toEqual({ status: 404, body: { errorCode: 'RETURN_NOT_FOUND', messageKey: expect.any(String), message: expect.any(String) } });
    // Refused while a large file still streams in (as the storefront forwards it): the answer arrives.
    const streamed = await fetch(`${world.orchestrator.url}/returns/${returnId}/photos?itemId=${items[0]}`, {
      method: 'POST',
      headers: { [USER_ID_HEADER]: newVisitor() },
      body: slowStream(pngOfSize(3 * 1024 * 1024)),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(404);
    expect(await streamed.json()).toMatchObject({ errorCode: 'RETURN_NOT_FOUND' });
    expect(await post(owner, 'rt-00000000-0000-0000-0000-000000000000', items[0]!, PNG_8X8)).toMatchObject({ status: 404, body: { errorCode: 'RETURN_NOT_FOUND' } });
    expect(await post(owner, returnId, 'not-an-item', PNG_8X8)).toMatchObject({ status: 409, body: { errorCode: 'RETURN_REFUSED', reason: 'ITEM_NOT_SELECTED' } });
    expect(await fileKeys(returnId)).toEqual([]);
  });

  it('keeps 5 photos per item and 20 per return (removed uploads count); removing deletes the file', async () => {
    const visitor = newVisitor();
    const { returnId, items } = await startReturn(visitor, FULL_ORDER);
    const remove = (photoId: string) =>
      gql(visitor, `mutation($input: ReturnPhotoRefInput!) { removeReturnPhoto(input: $input) { __typename ${FLOW} } }`, { input: { returnId, photoId } });
    for (let round = 0; round < 4; round += 1) {
      const added: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const answer = await post(visitor, returnId, items[round % 2]!, PNG_8X8);
        expect(answer.status).toBe(201);
        added.push(answer.body.photo!.id);
      }
      if (round === 0) {
        expect(await post(visitor, returnId, items[0]!, PNG_8X8)).toMatchObject({ status: 409, body: { errorCode: 'TOO_MANY_FILES', messageKey: 'vue.upload.error.tooManyFiles', reason: 'ITEM_PHOTO_LIMIT_REACHED' } });
      }
      await until(visitor, returnId, (f) => f.photos.length === 5 && f.photos.every((p) => p.state === 'UPLOADED'));
      if (round === 3) break;
      for (const photoId of added) expect((await remove(photoId)).__typename).toBe('ReturnFlow');
    }
    const full = await flow(visitor, returnId);
    expect(full.uploadedPhotoCount).toBe(20);
    const before = await uploads.getJobCounts();
    expect(await post(visitor, returnId, items[1]!, PNG_8X8)).toMatchObject({ status: 409, body: { errorCode: 'TOO_MANY_FILES', messageKey: 'vue.upload.error.tooManyFiles', reason: 'PHOTO_LIMIT_REACHED' } });
    expect(await uploads.getJobCounts()).toEqual(before);

    // A queued photo removed before its upload: its file goes with it.
    const other = newVisitor();
    const second = await startReturn(other);
    await world.upstream.fault({ operation: 'UploadReturnImage', kind: 'delay', delayMs: 1500, times: 1 });
    const photo = await post(other, second.returnId, second.items[0]!, PNG_8X8);
    expect(await fileKeys(second.returnId)).toHaveLength(1);
    const removed = await gql(other, `mutation($input: ReturnPhotoRefInput!) { removeReturnPhoto(input: $input) { __typename ${FLOW} } }`, { input: { returnId: second.returnId, photoId: photo.body.photo!.id } });
    expect(removed).toMatchObject({ __typename: 'ReturnFlow', photos: [] });
    expect(await fileKeys(second.returnId)).toEqual([]);
  });

  it('records a refused upload as failed with its key and a domain event for support; a retry uploads it', async () => {
    const visitor = newVisitor();
    const { returnId, items } = await startReturn(visitor);
    await world.upstream.fault({ operation: 'UploadReturnImage', kind: 'error', classification: 'BAD_USER_INPUT', messageKey: 'vue.upload.error.invalidFile', times: 1 });
    const added = await post(visitor, returnId, items[1]!, PNG_8X8);
    const photoId = added.body.photo!.id;
    const failed = await until(visitor, returnId, settled);
    expect(failed.photos).toMatchObject([{ id: photoId, state: 'FAILED', messageKey: 'vue.upload.error.invalidFile', attempts: 1 }]);
    const event = published.find((e): e is ReturnPhotoFailedEvent => e instanceof ReturnPhotoFailedEvent && e.photoId === photoId);
    expect(event).toMatchObject({ workflowId: returnId, site: 'de-de', photoId, itemId: items[1], messageKey: 'vue.upload.error.invalidFile', attempts: 1 });
    // The file waits for the retry.
    expect(await fileKeys(returnId)).toHaveLength(1);
    const retried = await gql(visitor, `mutation($input: ReturnPhotoRefInput!) { retryReturnPhoto(input: $input) { __typename ${FLOW} } }`, { input: { returnId, photoId } });
    expect(retried).toMatchObject({ __typename: 'ReturnFlow', photos: [{ id: photoId, state: 'QUEUED' }] });
    const done = await until(visitor, returnId, settled);
    expect(done.photos).toMatchObject([{ id: photoId, state: 'UPLOADED', attempts: 2, messageKey: null }]);
    expect(await fileKeys(returnId)).toEqual([]);
  });

  it('does nothing for a duplicate job of an uploaded photo', async () => {
    const visitor = newVisitor();
    const { returnId, items } = await startReturn(visitor);
    const photoId = (await post(visitor, returnId, items[0]!, PNG_8X8)).body.photo!.id;
    await until(visitor, returnId, settled);
    const duplicate = await uploads.add('upload', { workflowId: returnId, photoId, itemId: items[0], lineNo: 1, attempts: 0 }, { jobId: `${photoJobId(returnId, photoId, 0)}-again` });
    const queueEvents = testQueueEvents(RETURN_IMAGE_UPLOAD_QUEUE, world.keyspace.prefix);
    try {
      await queueEvents.waitUntilReady();
      expect(await duplicate.waitUntilFinished(queueEvents, 10_000)).toEqual({ outcome: 'stale', imageId: null });
    } finally {
      await queueEvents.close();
    }
    expect((await flow(visitor, returnId)).photos).toMatchObject([{ id: photoId, state: 'UPLOADED', attempts: 1 }]);
  });

  it('limits the photos one visitor posts per window', async () => {
    const limited = await world.startAnother({ RETURN_PHOTO_UPLOADS_PER_VISITOR: '2', ORCHESTRATOR_WORKERS: '0' });
    const visitor = newVisitor();
    const { returnId, items } = await startReturn(visitor);
    expect((await post(visitor, returnId, items[0]!, PNG_8X8, {}, limited)).status).toBe(201);
    expect((await post(visitor, returnId, items[0]!, Buffer.from('text'), {}, limited)).status).toBe(415);
    const third = await post(visitor, returnId, items[0]!, PNG_8X8, {}, limited);
    expect(third).toMatchObject({ status: 429, body: { errorCode: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) } });
    await until(visitor, returnId, settled);
  });

  it('limits the photos one client address posts per window, whatever user ids it takes (the storefront names the address)', async () => {
    const limited = await world.startAnother({ RETURN_PHOTO_UPLOADS_PER_ADDRESS: '2', INTERNAL_API_SECRET: INTERNAL_SECRET, ORCHESTRATOR_WORKERS: '0' });
    const fromA = fromBrowserAt('2001:db8:1:2::7');
    // The same /64 network, another address and user id: counted together.
    const fromSameNetwork = fromBrowserAt('2001:db8:1:2::99');
    const posted: number[] = [];
    for (const headers of [fromA, fromSameNetwork, fromA]) {
      const visitor = newVisitor();
      const { returnId, items } = await startReturn(visitor);
      posted.push((await post(visitor, returnId, items[0]!, PNG_8X8, headers, limited)).status);
    }
    expect(posted).toEqual([201, 201, 429]);
    // Another network is not held up.
    const other = newVisitor();
    const { returnId, items } = await startReturn(other);
    expect((await post(other, returnId, items[0]!, PNG_8X8, fromBrowserAt('2001:db8:9::1'), limited)).status).toBe(201);
  });
});
