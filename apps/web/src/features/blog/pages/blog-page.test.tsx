import type { BlogPost } from '@torch/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { factory } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { openPagedList } from '../../../test/fake-pages';
import { renderApp } from '../../../test/render-app';

const post = factory<BlogPost>(
  {
    _id: 'post',
    slug: 'walking-in-the-light',
    title: 'Walking in the Light',
    content: 'Short and sweet.',
    status: 'published',
    featureImageUrl: '/uploads/demo/blog.webp',
    authorName: 'Pastor Daniel Mukasa',
    publishedAt: '2026-11-20T09:00:00.000Z',
    createdAt: '2026-11-19T09:00:00.000Z',
  },
  'slug',
);

const long = 'Light shines in the darkness. '.repeat(12);

describe('blog list', () => {
  it('features the newest post with 200 characters and lists the rest with 120', async () => {
    fakeApi({
      'GET /api/blog': {
        body: [
          post({ slug: 'newest', title: 'Newest', content: long }),
          post({ slug: 'older', title: 'Older', content: long }),
          post({ slug: 'oldest', title: 'Oldest', content: 'Brief.' }),
        ],
      },
    });
    renderApp('/blog');

    const featured = (await screen.findAllByRole('article'))[0]!;
    expect(within(featured).getByRole('link', { name: 'Newest' })).toHaveAttribute(
      'href',
      '/blog/newest',
    );
    expect(within(featured).getByText(/^Light shines/)).toHaveTextContent(
      `${long.slice(0, 200).trimEnd()}…`,
    );

    const latest = screen.getByRole('region', { name: 'Latest Articles' });
    const cards = within(latest).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText(/^Light shines/)).toHaveTextContent(
      `${long.slice(0, 120).trimEnd()}…`,
    );
    expect(within(cards[1]!).getByText('Brief.')).toBeVisible();
    expect(cards[1]!.style.animationDelay).toBe('100ms');
  });

  it('finds posts by title or author', async () => {
    fakeApi({
      'GET /api/blog': {
        body: [
          post({ slug: 'a', title: 'Five Rhythms of Prayer', authorName: 'Ruth' }),
          post({ slug: 'b', title: 'Kireka Outreach', authorName: 'Samuel' }),
        ],
      },
    });
    renderApp('/blog');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Five Rhythms of Prayer' });

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'sam');
    expect(screen.getByRole('link', { name: 'Kireka Outreach' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Five Rhythms of Prayer' })).toBeNull();

    await user.clear(screen.getByRole('searchbox', { name: 'Search articles' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'zz');
    expect(screen.getByRole('heading', { name: 'No matching articles' })).toBeVisible();
  });

  it('says No Articles Yet when nothing is published', async () => {
    fakeApi({ 'GET /api/blog': { body: [] } });
    renderApp('/blog');
    expect(await screen.findByRole('heading', { name: 'No Articles Yet' })).toBeVisible();
  });
});

describe('blog post', () => {
  it('shows the title, author, date, picture and the article as the server rendered it', async () => {
    fakeApi({
      'GET /api/blog/walking-in-the-light': {
        body: {
          ...post({ content: '## A heading\n\nSee [our site](https://torch.test).' }),
          contentHtml:
            '<h2>A heading</h2>\n<p>See <a href="https://torch.test" rel="noopener noreferrer">our site</a>.</p>',
        },
      },
    });
    renderApp('/blog/walking-in-the-light');

    expect(
      await screen.findByRole('heading', { name: 'Walking in the Light', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText('Pastor Daniel Mukasa')).toBeVisible();
    expect(screen.getByText('November 20, 2026')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'A heading', level: 2 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'our site' })).toHaveAttribute(
      'href',
      'https://torch.test',
    );
    // The markdown itself is not shown: the page reads the server's HTML.
    expect(screen.queryByText(/## A heading/)).toBeNull();
  });

  it('opens a post at an old address and shows its current one, without asking again', async () => {
    const { requests } = fakeApi({
      'GET /api/blog/walking-in-light': {
        body: {
          ...post({ title: 'Walking in the Light' }),
          contentHtml: '<p>Short and sweet.</p>',
        },
      },
    });
    const { router } = renderApp('/blog/walking-in-light');

    expect(
      await screen.findByRole('heading', { name: 'Walking in the Light', level: 1 }),
    ).toBeVisible();
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/blog/walking-in-the-light'),
    );
    expect(screen.getByText('Short and sweet.')).toBeVisible();
    expect(requests.filter((request) => request.path.startsWith('/api/blog/'))).toHaveLength(1);
  });

  it('says Post Not Found, with a way back, for a missing post', async () => {
    fakeApi({ 'GET /api/blog/gone': { status: 404, body: { message: 'Post not found' } } });
    renderApp('/blog/gone');

    expect(await screen.findByRole('heading', { name: 'Post Not Found', level: 3 })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Back to Blog' })[0]).toHaveAttribute(
      'href',
      '/blog',
    );
  });
});

describe('blog list, a page at a time', () => {
  it('shows the first 50 articles, how many there are, and the rest on Load more', async () => {
    const posts = Array.from({ length: 57 }, (_, i) =>
      post({ _id: `p${i}`, slug: `post-${i}`, title: `Article ${i}` }),
    );
    const { requests, user } = openPagedList('/blog', 'GET /api/blog', posts);

    expect(await screen.findByText('Showing 50 of 57 articles')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Article 56' })).toBeNull();
    // The search reads what is loaded, and says where the older articles are.
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'Article 56');
    expect(await screen.findByText(/Load more to search older articles/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 57 of 57 articles')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Article 56' })).toBeVisible();
    expect(requests.at(-1)?.path).toBe('/api/blog?cursor=p49');
  });
});
