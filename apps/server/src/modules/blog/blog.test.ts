import type { BlogPost, RenderedBlogPost } from '@torch/contract';
import { describe, expect, it } from 'vitest';
import { adminToken, adminWrites, call, server, serverPerTest } from '../../../test/harness';
import { bearer, createUser, SAMPLE_IMAGE_URL } from '../../../test/test-server';

serverPerTest({ admin: { fullName: 'Pastor Ruth' } });

const { post, put } = adminWrites('/api/blog');
const get = (url: string, token?: string) => call(server, 'GET', url, { token });
const draft = (title: string) => ({
  title,
  content: 'Grace upon grace.',
  featureImageUrl: SAMPLE_IMAGE_URL,
});

describe('writing and publishing a post', () => {
  it('saves a new post as a draft by default, hidden from visitors', async () => {
    const created = await post(draft('Walking in the Light'));
    expect(created.statusCode).toBe(201);
    const body = created.json<BlogPost>();
    expect(body).toMatchObject({
      slug: 'walking-in-the-light',
      status: 'draft',
      authorName: 'Pastor Ruth',
      publishedAt: null,
    });
    expect((await get('/api/blog')).json()).toEqual([]);
    expect((await get('/api/blog/walking-in-the-light')).statusCode).toBe(404);
    expect((await get('/api/blog/admin/all', adminToken)).json<BlogPost[]>()).toHaveLength(1);
  });

  it('publishes a post: visitors find it at its slug, with the date it first went out', async () => {
    const { _id } = (await post(draft('Joy in the Morning'))).json<BlogPost>();
    const published = (
      await put(_id, { ...draft('Joy in the Morning'), status: 'published' })
    ).json<BlogPost>();
    expect(published.publishedAt).not.toBeNull();

    const read = await get('/api/blog/joy-in-the-morning');
    expect(read.statusCode).toBe(200);
    expect(read.json<BlogPost>()).toMatchObject({
      title: 'Joy in the Morning',
      content: 'Grace upon grace.',
    });

    const unpublished = (
      await put(_id, { ...draft('Joy in the Morning'), status: 'draft' })
    ).json<BlogPost>();
    const again = (
      await put(_id, { ...draft('Joy in the Morning'), status: 'published' })
    ).json<BlogPost>();
    expect(unpublished.publishedAt).toBe(published.publishedAt);
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it('sends a post to its readers with the body rendered as safe HTML', async () => {
    await post({
      ...draft('Light and Salt'),
      status: 'published',
      content: [
        '## A lamp for my feet',
        '',
        'Read [Psalm 119](https://bible.test/ps119), not [this](javascript:alert(1)).',
        '',
        '<script>alert("x")</script> <img src="x" onerror="alert(1)">',
      ].join('\n'),
    });

    const { contentHtml, content } = (
      await get('/api/blog/light-and-salt')
    ).json<RenderedBlogPost>();
    expect(content).toContain('## A lamp for my feet');
    expect(contentHtml).toContain('<h2>A lamp for my feet</h2>');
    expect(contentHtml).toContain(
      '<a href="https://bible.test/ps119" rel="noopener noreferrer">Psalm 119</a>',
    );
    // Raw HTML is shown as text; a javascript: link keeps its words and loses its target.
    expect(contentHtml).toContain('&lt;script&gt;');
    expect(contentHtml).not.toMatch(/<script|<img|javascript:/i);
    expect(contentHtml).toContain('this');
  });

  it('lists published posts newest first', async () => {
    for (const title of ['First Light', 'Second Wind', 'Third Day']) {
      await post({ ...draft(title), status: 'published' });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await post(draft('Unfinished Thoughts'));
    const titles = (await get('/api/blog')).json<BlogPost[]>().map((p) => p.title);
    expect(titles).toEqual(['Third Day', 'Second Wind', 'First Light']);
  });

  it('gives clashing titles their own slugs: -2, -3', async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 3; i += 1)
      slugs.push((await post(draft('Sunday Reflections'))).json<BlogPost>().slug);
    expect(slugs).toEqual(['sunday-reflections', 'sunday-reflections-2', 'sunday-reflections-3']);
  });

  it('keeps the slug when a post is saved again unchanged, and deletes it for good', async () => {
    const { _id } = (await post(draft('Steadfast Love'))).json<BlogPost>();
    expect((await put(_id, draft('Steadfast Love'))).json<BlogPost>().slug).toBe('steadfast-love');
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/blog/${_id}`,
      headers: bearer(adminToken),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get('/api/blog/admin/all', adminToken)).json()).toEqual([]);
    const again = await server.app.inject({
      method: 'DELETE',
      url: `/api/blog/${_id}`,
      headers: bearer(adminToken),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe("a post's address", () => {
  const published = (title: string) => ({ ...draft(title), status: 'published' });
  const remove = (id: string) =>
    server.app.inject({ method: 'DELETE', url: `/api/blog/${id}`, headers: bearer(adminToken) });

  it('stays when the title is edited, so shared links keep working', async () => {
    const { _id } = (await post(published('Morning Prayer'))).json<BlogPost>();
    const edited = (await put(_id, published('Morning Prayer at Six'))).json<BlogPost>();
    expect(edited).toMatchObject({ slug: 'morning-prayer', title: 'Morning Prayer at Six' });
    const read = await get('/api/blog/morning-prayer');
    expect(read.statusCode).toBe(200);
    expect(read.json<BlogPost>().title).toBe('Morning Prayer at Six');
  });

  it('changes only on request, and the old address still opens the post', async () => {
    const { _id } = (await post(published('Harvest Sunday'))).json<BlogPost>();
    const moved = await put(_id, { ...published('Harvest Sunday 2026'), slug: 'Harvest 2026' });
    expect(moved.json<BlogPost>().slug).toBe('harvest-2026');

    const current = await get('/api/blog/harvest-2026');
    const old = await get('/api/blog/harvest-sunday');
    expect(current.statusCode).toBe(200);
    expect(old.statusCode).toBe(200);
    // The answer names the current address, so the reader's page can show it.
    expect(old.json<RenderedBlogPost>()).toMatchObject({ _id, slug: 'harvest-2026' });
  });

  it('keeps an old address from another post, until the post that had it is deleted', async () => {
    const first = (await post(published('Advent Hope'))).json<BlogPost>();
    await put(first._id, { ...published('Advent Hope'), slug: 'advent-2026' });

    const second = (await post(published('Advent Hope'))).json<BlogPost>();
    expect(second.slug).toBe('advent-hope-2');
    const third = (await post(published('Advent Candles'))).json<BlogPost>();
    const renamed = await put(third._id, { ...published('Advent Candles'), slug: 'advent-hope' });
    expect(renamed.json<BlogPost>().slug).toBe('advent-hope-3');
    expect((await get('/api/blog/advent-hope')).json<BlogPost>()._id).toBe(first._id);

    // The post itself may go back to an address it had.
    const back = await put(first._id, { ...published('Advent Hope'), slug: 'advent-hope' });
    expect(back.json<BlogPost>().slug).toBe('advent-hope');
    expect((await get('/api/blog/advent-2026')).json<BlogPost>().slug).toBe('advent-hope');
  });

  it('of a deleted post, current or old, is not found', async () => {
    const { _id } = (await post(published('Feast of Tabernacles'))).json<BlogPost>();
    await put(_id, { ...published('Feast of Tabernacles'), slug: 'tabernacles' });
    expect((await remove(_id)).statusCode).toBe(204);
    expect((await get('/api/blog/tabernacles')).statusCode).toBe(404);
    const old = await get('/api/blog/feast-of-tabernacles');
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ message: 'Post not found' });
    // Its addresses are free again.
    expect((await post(draft('Feast of Tabernacles'))).json<BlogPost>().slug).toBe(
      'feast-of-tabernacles',
    );
  });

  it('of a draft that once was published is not found, old or new', async () => {
    const { _id } = (await post(published('Quiet Retreat'))).json<BlogPost>();
    await put(_id, { ...draft('Quiet Retreat'), slug: 'retreat' });
    expect((await get('/api/blog/quiet-retreat')).statusCode).toBe(404);
    expect((await get('/api/blog/retreat')).statusCode).toBe(404);
  });

  it('refuses an address with no letter or digit, naming the field', async () => {
    const { _id } = (await post(draft('Psalm 23'))).json<BlogPost>();
    const refused = await put(_id, { ...draft('Psalm 23'), slug: '!!!' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'The address needs at least one letter or digit',
      field: 'slug',
    });
  });
});

describe('the blog refuses', () => {
  it('a post without title, content or image, naming the field', async () => {
    expect((await post({ ...draft(' '), title: '  ' })).json()).toEqual({
      message: 'Title is required',
      field: 'title',
    });
    expect((await post({ ...draft('T'), content: '' })).json()).toEqual({
      message: 'Content is required',
      field: 'content',
    });
    expect((await post({ title: 'T', content: 'C' })).json()).toEqual({
      message: 'A feature image is required.',
      field: 'featureImageUrl',
    });
    expect((await post({ ...draft('T'), featureImageUrl: 'javascript:alert(1)' })).statusCode).toBe(
      400,
    );
    expect((await get('/api/blog/admin/all', adminToken)).json()).toEqual([]);
  });

  it('writes from members (403) and visitors (401)', async () => {
    const member = await createUser(server);
    expect((await post(draft('Nope'), member.token)).statusCode).toBe(403);
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/blog', payload: draft('Nope') }))
        .statusCode,
    ).toBe(401);
    expect((await get('/api/blog/admin/all', member.token)).statusCode).toBe(403);
  });

  it('edits of a post that does not exist', async () => {
    expect((await put('00000000-0000-4000-8000-000000000000', draft('Ghost'))).statusCode).toBe(
      404,
    );
    expect((await put('not-a-uuid', draft('Ghost'))).json()).toEqual({ message: 'Post not found' });
  });

  it('an author name smuggled in the body', async () => {
    const created = (
      await post({ ...draft('Mine'), authorName: 'Someone Else', authorId: 'x' })
    ).json<BlogPost>();
    expect(created.authorName).toBe('Pastor Ruth');
  });
});
