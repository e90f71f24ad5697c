import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { blogPostInputSchema, slugify, type BlogPost, type BlogPostInput } from '@torch/contract';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { fieldErrors } from '../../../shared/lib/form-errors';
import { useFieldErrors } from '../../../shared/lib/use-field-errors';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Textarea } from '../../../shared/ui/textarea';
import { ImageUploadField } from '../../uploads';
import { useCreateBlogPostMutation, useUpdateBlogPostMutation } from '../api';
import { PostBody } from './post-body';

type PostField = keyof BlogPostInput;

interface PostValues {
  title: string;
  content: string;
  published: boolean;
  featureImageUrl: string | null;
  /** The address staff typed in 'Change address'; null keeps the post's own (or, new, the title's). */
  slug: string | null;
}

/** The contract field each form value feeds, whose message a change clears. */
const postFieldOf: Record<keyof PostValues, PostField> = {
  title: 'title',
  content: 'content',
  published: 'status',
  featureImageUrl: 'featureImageUrl',
  slug: 'slug',
};

function initialValues(post: BlogPost | null): PostValues {
  return {
    title: post?.title ?? '',
    content: post?.content ?? '',
    // New posts start as drafts (docs/product.md#moderation).
    published: post?.status === 'published',
    featureImageUrl: post?.featureImageUrl ?? null,
    slug: null,
  };
}

export interface BlogPostFormModalProps {
  /** The post to edit, or null to write a new one. */
  post: BlogPost | null;
  onClose: () => void;
}

/**
 * Write or edit a post: title and content (both required after trimming), a feature image,
 * the 'Publish this post' choice, and a live preview of exactly what readers will see.
 */
export function BlogPostFormModal({ post, onClose }: BlogPostFormModalProps) {
  const formId = useId();
  const [values, setValues] = useState(() => initialValues(post));
  const { errors, setErrors, clearError } = useFieldErrors<PostField>();
  const [uploading, setUploading] = useState(false);
  const create = useCreateBlogPostMutation();
  const update = useUpdateBlogPostMutation();
  const saving = create.isPending || update.isPending;
  // An edited post keeps its address whatever its title becomes: shared links must keep working.
  const slug = values.slug ?? post?.slug ?? slugify(values.title);
  const changingAddress = values.slug !== null;
  const addressMoves = Boolean(post) && slugify(slug) !== post?.slug && slugify(slug) !== '';

  const set = <K extends keyof PostValues>(field: K, value: PostValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(postFieldOf[field]);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    const parsed = blogPostInputSchema.safeParse({
      title: values.title,
      content: values.content,
      status: values.published ? 'published' : 'draft',
      slug,
      featureImageUrl: values.featureImageUrl ?? '',
    });
    if (!parsed.success) {
      setErrors(fieldErrors<PostField>(parsed.error));
      return;
    }
    setErrors({});
    const callbacks = {
      onSuccess: () => {
        toast.success('Blog post saved successfully!');
        onClose();
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.field) setErrors({ [error.field]: error.message });
        toast.error(`Save failed: ${errorMessage(error, 'Something went wrong')}`);
      },
    };
    if (post) update.mutate({ id: post._id, body: parsed.data }, callbacks);
    else create.mutate(parsed.data, callbacks);
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="xl"
      title={post ? 'Edit Post' : 'Add New Post'}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={uploading}>
            {values.published ? 'Save and Publish' : 'Save Draft'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        <Input
          id={`${formId}-title`}
          label="Title"
          required
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
          data-autofocus
        />
        {changingAddress ? (
          <div className="flex flex-col gap-2">
            <Input
              id={`${formId}-slug`}
              label="Address"
              value={values.slug ?? ''}
              onChange={(event) => set('slug', event.target.value)}
              onBlur={() => {
                const tidy = slugify(values.slug ?? '');
                if (tidy && tidy !== values.slug) set('slug', tidy);
              }}
              error={errors.slug}
              spellCheck={false}
              autoCapitalize="none"
              hint={
                <>
                  <span className="break-all">/blog/{slugify(slug) || '…'}</span>
                  {addressMoves && (
                    <span className="block">The old address will keep opening this post.</span>
                  )}
                </>
              }
            />
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              <button
                type="button"
                className="text-sm font-semibold text-ember-700 underline-offset-4 hover:underline"
                onClick={() => set('slug', slugify(values.title))}
              >
                Use the title
              </button>
              <button
                type="button"
                className="text-sm font-semibold text-ink-600 underline-offset-4 hover:underline"
                onClick={() => set('slug', null)}
              >
                {post ? 'Keep the current address' : 'Follow the title'}
              </button>
            </div>
          </div>
        ) : (
          <div className="-mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
            <span className="min-w-0 break-all text-ink-500">
              {slug ? `Address: /blog/${slug}` : 'The address follows the title.'}
            </span>
            <button
              type="button"
              className="font-semibold text-ember-700 underline-offset-4 hover:underline"
              onClick={() => {
                set('slug', slug);
                requestAnimationFrame(() => document.getElementById(`${formId}-slug`)?.focus());
              }}
            >
              Change address
            </button>
          </div>
        )}
        <ImageUploadField
          id={`${formId}-image`}
          label="Feature image"
          folder="blog_features"
          value={values.featureImageUrl}
          onChange={(url) => set('featureImageUrl', url)}
          error={errors.featureImageUrl}
          hint="PNG, JPEG, WebP or GIF, up to 2 MB. Wide pictures work best."
          onUploadingChange={setUploading}
        />
        <div className="grid gap-5 lg:grid-cols-2">
          <Textarea
            id={`${formId}-content`}
            label="Content"
            required
            rows={14}
            className="font-mono text-sm"
            hint="Markdown: ## heading, **bold**, *italic*, - list, > quote, [link](https://…)"
            value={values.content}
            onChange={(event) => set('content', event.target.value)}
            error={errors.content}
          />
          <section aria-labelledby={`${formId}-preview`} className="flex min-w-0 flex-col gap-1.5">
            <h3 id={`${formId}-preview`} className="font-sans text-sm font-semibold text-ink-800">
              Preview
            </h3>
            <div className="max-h-96 min-h-40 overflow-y-auto rounded-xl border border-ink-100 bg-cream-50 p-4 lg:max-h-[22rem]">
              {values.content.trim() ? (
                <div className="text-base [&_div]:text-base">
                  <PostBody content={values.content} />
                </div>
              ) : (
                <p className="text-sm text-ink-500">The post will appear here as you write.</p>
              )}
            </div>
          </section>
        </div>
        <Checkbox
          id={`${formId}-publish`}
          label="Publish this post"
          description="Unticked, the post stays a draft that only admins can see."
          checked={values.published}
          onChange={(event) => set('published', event.target.checked)}
        />
      </form>
    </Modal>
  );
}
