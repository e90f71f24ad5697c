import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createPost, renderAdmin } from '../../../test/admin-fixtures';
import { pagedAnswer } from '../../../test/fake-pages';

const posts = [
  createPost({ _id: 'a', title: 'Walking in the Light', authorName: 'Pastor Daniel' }),
  createPost({
    _id: 'b',
    slug: 'five-rhythms-of-prayer',
    title: 'Five Rhythms of Prayer',
    authorName: 'Ruth Namubiru',
  }),
  createPost({
    _id: 'c',
    slug: 'faith-at-home',
    title: 'Faith at Home',
    authorName: 'Pastor Daniel',
    status: 'draft',
    publishedAt: null,
    content: `Some ideas ${'x'.repeat(300)}`,
  }),
];

function figure(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

function listedTitles(): string[] {
  const list = screen.queryByRole('list', { name: 'Blog posts' });
  if (!list) return [];
  return within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent ?? '');
}

describe('admin blog', () => {
  it('counts posts, filters by status and searches titles and authors', async () => {
    const { user } = renderAdmin('/admin/blog', { 'GET /api/blog/admin/all': pagedAnswer(posts) });
    await screen.findByText('Walking in the Light');

    expect([figure('Total'), figure('Published'), figure('Drafts')]).toEqual(['3', '2', '1']);
    // View only for published posts, each to its own public address.
    expect(screen.getByRole('link', { name: /View Walking in the Light/ })).toHaveAttribute(
      'href',
      '#/blog/walking-in-the-light',
    );
    expect(screen.queryByRole('link', { name: /View Faith at Home/ })).toBeNull();
    // The list shows the first 150 characters of a post.
    expect(screen.getByText(`Some ideas ${'x'.repeat(139)}…`)).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Drafts' }));
    expect(listedTitles()).toEqual(['Faith at Home']);
    await user.click(screen.getByRole('tab', { name: 'Published' }));
    expect(listedTitles()).toEqual(['Walking in the Light', 'Five Rhythms of Prayer']);

    await user.click(screen.getByRole('tab', { name: 'All Posts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'ruth');
    expect(listedTitles()).toEqual(['Five Rhythms of Prayer']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search posts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'HOME');
    expect(listedTitles()).toEqual(['Faith at Home']);
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), ' nothing');
    expect(screen.getByText('No posts found matching your search.')).toBeVisible();
  });

  it('offers to create the first post when there are none', async () => {
    renderAdmin('/admin/blog', { 'GET /api/blog/admin/all': pagedAnswer([]) });
    expect(await screen.findByText('No blog posts found.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create First Post' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Post' })).toBeVisible();
  });

  it('requires a title, content and feature image, trimmed, and starts new posts as drafts', async () => {
    const { requests, user } = renderAdmin('/admin/blog', {
      'GET /api/blog/admin/all': pagedAnswer([]),
    });
    await user.click(await screen.findByRole('button', { name: 'Add New Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Post' });

    expect(within(dialog).getByLabelText('Publish this post')).not.toBeChecked();
    await user.type(within(dialog).getByLabelText('Title'), '   ');
    await user.type(within(dialog).getByLabelText('Content'), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Draft' }));

    expect(within(dialog).getByText('Title is required')).toBeVisible();
    expect(within(dialog).getByText('Content is required')).toBeVisible();
    expect(within(dialog).getByText('A feature image is required.')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("clears a field's message as soon as that field is fixed, and only that one", async () => {
    const { user } = renderAdmin('/admin/blog', { 'GET /api/blog/admin/all': pagedAnswer([]) });
    await user.click(await screen.findByRole('button', { name: 'Add New Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Post' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText('Title'), 'G');
    expect(within(dialog).queryByText('Title is required')).toBeNull();
    expect(within(dialog).getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByText('Content is required')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Content'), 'Grace');
    expect(within(dialog).queryByText('Content is required')).toBeNull();
    expect(within(dialog).getByText('A feature image is required.')).toBeVisible();
  });

  it('keeps the address of an edited post when its title changes', async () => {
    const post = posts[1]!;
    const { requests, user } = renderAdmin('/admin/blog', {
      'GET /api/blog/admin/all': pagedAnswer([post]),
      'PUT /api/blog/b': { body: { ...post, title: 'Six Rhythms of Prayer' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Five Rhythms of Prayer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Six Rhythms of Prayer');
    expect(within(dialog).getByText('Address: /blog/five-rhythms-of-prayer')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save and Publish' }));

    expect(await screen.findByText('Blog post saved successfully!')).toBeVisible();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      title: 'Six Rhythms of Prayer',
      slug: 'five-rhythms-of-prayer',
    });
  });

  it('changes the address on request, from the title or typed, checked by the contract', async () => {
    const post = posts[1]!;
    const { requests, user } = renderAdmin('/admin/blog', {
      'GET /api/blog/admin/all': pagedAnswer([post]),
      'PUT /api/blog/b': { body: { ...post, slug: 'rhythms-of-prayer' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Five Rhythms of Prayer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Six Rhythms');
    await user.click(within(dialog).getByRole('button', { name: 'Change address' }));
    const address = within(dialog).getByLabelText('Address');
    expect(address).toHaveValue('five-rhythms-of-prayer');
    await user.click(within(dialog).getByRole('button', { name: 'Use the title' }));
    expect(address).toHaveValue('six-rhythms');

    await user.clear(address);
    await user.type(address, '!!!');
    await user.click(within(dialog).getByRole('button', { name: 'Save and Publish' }));
    expect(
      within(dialog).getByText('The address needs at least one letter or digit'),
    ).toBeVisible();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(address);
    await user.type(address, 'Rhythms of Prayer');
    expect(within(dialog).getByText('/blog/rhythms-of-prayer')).toBeVisible();
    expect(within(dialog).getByText('The old address will keep opening this post.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save and Publish' }));
    expect(await screen.findByText('Blog post saved successfully!')).toBeVisible();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      slug: 'rhythms-of-prayer',
    });
  });

  it('previews the markdown sanitized as readers will see it', async () => {
    const { user } = renderAdmin('/admin/blog', { 'GET /api/blog/admin/all': pagedAnswer([]) });
    await user.click(await screen.findByRole('button', { name: 'Add New Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Post' });
    const content = within(dialog).getByLabelText('Content');
    await user.click(content);
    await user.paste('## Grace\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>');

    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Grace' })).toBeVisible();
    expect(preview.querySelector('[onerror]')).toBeNull();
    expect(preview.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('saves an edited post as published and says so', async () => {
    const draft = posts[2]!;
    const { requests, user } = renderAdmin('/admin/blog', {
      'GET /api/blog/admin/all': pagedAnswer([draft]),
      'PUT /api/blog/c': { body: { ...draft, status: 'published' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Faith at Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    await user.click(within(dialog).getByLabelText('Publish this post'));
    await user.click(within(dialog).getByRole('button', { name: 'Save and Publish' }));

    expect(await screen.findByText('Blog post saved successfully!')).toBeVisible();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      title: 'Faith at Home',
      status: 'published',
      slug: 'faith-at-home',
      featureImageUrl: draft.featureImageUrl,
    });
  });

  it('asks before deleting a post', async () => {
    const { requests, user } = renderAdmin('/admin/blog', {
      'GET /api/blog/admin/all': pagedAnswer(posts),
      'DELETE /api/blog/b': { status: 500, body: { message: 'Database is down' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Five Rhythms of Prayer' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Deletion failed: Database is down')).toBeVisible();
  });
});

describe('admin blog, a page at a time', () => {
  const many = Array.from({ length: 64 }, (_, i) =>
    createPost({
      _id: `p${i}`,
      slug: `post-${i}`,
      title: `Post ${i}`,
      ...(i % 2 === 0 ? { status: 'draft' as const, publishedAt: null } : {}),
    }),
  );

  it('keeps the status filter in the address, asks the server for it, and loads more', async () => {
    const { requests, user } = renderAdmin('/admin/blog?status=draft', {
      'GET /api/blog/admin/all': pagedAnswer(many),
    });
    await screen.findByText('Post 0');
    expect(screen.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
    expect(requests.some((r) => r.path === '/api/blog/admin/all?status=draft')).toBe(true);
    // The header counts every post, not the loaded ones.
    expect([figure('Total'), figure('Published'), figure('Drafts')]).toEqual(['64', '32', '32']);
    expect(listedTitles()).toHaveLength(32);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'All Posts' }));
    expect(await screen.findByText('Showing 50 of 64 posts')).toBeVisible();
    expect(window.location.hash).not.toContain('status=');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 64 of 64 posts')).toBeVisible();
    expect(listedTitles()).toHaveLength(64);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
