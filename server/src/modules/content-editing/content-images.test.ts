// Images in improvement content and tiles (docs/programme-console.md#content): staff upload one to
// the file storage, the text may show only the product's own content images, and an item's or a
// tile's picture changes to one at once; only staff may upload, and a refused file stores nothing.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index.ts';
import { freshIp, pngImage, requestsAs } from '../../test/accounts.ts';
import { consoleCalls } from '../../test/console.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';

describe.each(databases())('content images on %s', (kind) => {
  const t = useTestApp(kind);
  const { call, staffMember } = consoleCalls(t);
  const request = requestsAs(t);
  let counter = 0;

  const club = async () => {
    counter += 1;
    return t.current.createOrganisation({ type: 'FACILITY', title: `Content images ${kind} ${counter}` });
  };
  const image = (data: Buffer, name = 'heathland.png', type = 'image/png') =>
    multipart({}, { name, type, data });
  const upload = (asUser: number, data: Buffer = pngImage(4, 3), name?: string) =>
    request('POST', '/api/console/content/images', asUser, image(data, name));
  const storedCount = async () => (await t.current.db.db.select({ n: count() }).from(storedFiles))[0]!.n;

  it('stores a staff upload in the file storage and serves it to anyone at its address', async () => {
    const staff = await staffMember();
    const bytes = pngImage(4, 3);
    const uploaded = await upload(staff, bytes);
    expect(uploaded.statusCode).toBe(200);
    const { id, url } = uploaded.json().data as { id: number; url: string };
    expect(url).toBe(`/api/content/image/${id}`);

    // Through the storage, as every upload (so S3 serves it too): the row names the object.
    const [row] = await t.current.db.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(row!.data).toBeNull();
    expect(await t.current.storage.get(row!.storageKey!)).toEqual(bytes);

    const shown = await t.current.app.inject({ method: 'GET', url, remoteAddress: freshIp() });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload).toEqual(bytes);
  });

  it('lets only staff upload: a club member gets 403, someone signed out 401', async () => {
    const facility = await club();
    const before = await storedCount();
    expect((await upload(facility.owner)).statusCode).toBe(403);
    const anonymous = await t.current.app.inject({
      method: 'POST',
      url: '/api/console/content/images',
      remoteAddress: freshIp(),
      ...image(pngImage()),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a file that is not a PNG or JPEG, one over the limit and none, storing nothing', async () => {
    const staff = await staffMember();
    const before = await storedCount();

    const text = await upload(staff, Buffer.from('not an image at all'), 'heathland.png');
    expect(text.statusCode).toBe(400);
    expect(text.json().data).toMatchObject({ code: 'INCORRECT_FORMAT', field: 'file' });

    const svg = await upload(
      staff,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'drawing.svg',
    );
    expect(svg.statusCode).toBe(400);

    const big = Buffer.concat([pngImage(), Buffer.alloc(t.current.config.uploadMaxBytes, 0)]);
    const tooLarge = await upload(staff, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().data).toMatchObject({ code: 'FILE_TOO_LARGE', number: 120 });

    const none = await request('POST', '/api/console/content/images', staff, multipart({ note: 'x' }));
    expect(none.statusCode).toBe(400);

    expect(await storedCount()).toBe(before);
  });

  it('keeps in the text only images the product serves as content images', async () => {
    const staff = await staffMember();
    const { url } = (await upload(staff)).json().data as { url: string };
    const saved = await call('PUT', '/api/console/content/item/103/draft', staff, {
      title: { en: 'Benchmarking' },
      body: {
        en: `<p>Ours:</p><img src="${url}" alt="The heath in bloom"><img src="https://tracker.example/pixel.png" alt="x"><img src="/api/organisation/image/1" alt="y"><img src="data:image/png;base64,iVBORw0KGgo=" alt="z">`,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.draft.body.en).toBe(`<p>Ours:</p><img src="${url}" alt="The heath in bloom" />`);

    await call('POST', '/api/console/content/item/103/publish', staff, {});
    const facility = await club();
    const page = await call(
      'GET',
      `/api/content/section/slug/oncourse-reports/languages/en/organisation/${facility.id}`,
      facility.owner,
    );
    const item = (page.data as { id: number; contentData: { html: string }[] }[]).find(
      (candidate) => candidate.id === 103,
    )!;
    expect(item.contentData[0]!.html).toContain(`src="${url}"`);
    expect(item.contentData[0]!.html).not.toContain('tracker.example');
  });

  it('changes a tile’s picture at once, only to an image uploaded for content', async () => {
    const staff = await staffMember();
    const facility = await club();
    const { id } = (await upload(staff)).json().data as { id: number };
    const changed = await call('PUT', '/api/console/content/tile/1/picture', staff, { imageId: id });
    expect(changed.status).toBe(200);
    expect(changed.data.picture).toEqual({ id, url: `/api/content/image/${id}` });

    const tiles = await call('GET', `/api/tiles/languages/en?orgId=${facility.id}`, facility.owner);
    const tile = (tiles.data as { id: number; imageRecord: { id: number } | null }[]).find(
      (candidate) => candidate.id === 1,
    )!;
    expect(tile.imageRecord).toEqual({ id });

    const audit = await call('GET', '/api/console/audit?kind=content.picture', staff);
    expect(audit.data.entries[0]).toMatchObject({ subjectId: 1 });

    // A stored file that is no content image (a facility's own) cannot become a picture.
    const logo = await request(
      'POST',
      `/api/organisation/${facility.id}/logo`,
      facility.owner,
      multipart({}, { name: 'logo.png', type: 'image/png', data: pngImage() }),
    );
    expect(logo.statusCode).toBe(200);
    const refused = await call('PUT', '/api/console/content/tile/1/picture', staff, {
      imageId: logo.json().data.recordId as number,
    });
    expect(refused.status).toBe(422);
    expect(refused.data).toMatchObject({ code: 'INVALID_RESOURCE', field: 'imageId' });
    expect(
      (await call('PUT', '/api/console/content/tile/1/picture', facility.owner, { imageId: id })).status,
    ).toBe(403);
  });
});
