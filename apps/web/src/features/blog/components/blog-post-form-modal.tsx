import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { blogPostInputSchema, slugify, type BlogPost, type BlogPostInput } from '@torch/contract';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { fieldErrors, type FieldErrors } from '../../../shared/lib/form-errors';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Textarea } from '../../../shared/ui/textarea';
import { ImageUploadField } from '../../uploads';
import { useCreateBlogPostMutation } from '../api/create-blog-post';
import { useUpdateBlogPostMutation } from '../api/update-blog-post';
import { PostBody } from './post-body';

type PostField = keyof BlogPostInput;

interface PostValues {
  title: string;
  content: string;
  published: boolean;
  featureImageUrl: string | null;
}

function initialValues(post: BlogPost | null): PostValues {
  return {
    title: post?.title ?? '',
    content: post?.content ?? '',
    // New posts start as drafts (document 2 §4).
    published: post?.status === 'published',
    featureImageUrl: post?.featureImageUrl ?? null,
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
  const [errors, setErrors] = useState<FieldErrors<PostField>>({});
  const [uploading, setUploading] = useState(false);
  const create = useCreateBlogPostMutation();
  const update = useUpdateBlogPostMutation();
  const saving = create.isPending || update.isPending;
  const slug = slugify(values.title);

  const set = <K extends keyof PostValues>(field: K, value: PostValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

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
          hint={slug ? `Address: /blog/${slug}` : undefined}
          data-autofocus
        />
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
