import { blogPostInputSchema, slugify, type BlogPost } from '@torch/contract';
import { saveEntity } from '../../../shared/lib/save-entity';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { Checkbox } from '../../../shared/ui/checkbox';
import { FormModal } from '../../../shared/ui/form-modal';
import { Input } from '../../../shared/ui/input';
import { MarkdownTextarea } from '../../../shared/ui/markdown-textarea';
import { ImageUploadField } from '../../uploads';
import { useCreateBlogPostMutation } from '../api';
import { useUpdateBlogPostMutation } from '../api';
import { PostBody } from './post-body';
import { useTranslation } from 'react-i18next';

interface PostValues {
  title: string;
  content: string;
  published: boolean;
  featureImageUrl: string | null;
  /** The address staff typed in 'Change address'; null keeps the post's own (or, new, the title's). */
  slug: string | null;
}

function initialValues(post: BlogPost | null): PostValues {
  return {
    title: post?.title ?? '',
    content: post?.content ?? '',
    // New posts start as drafts.
    published: post?.status === 'published',
    featureImageUrl: post?.featureImageUrl ?? null,
    slug: null,
  };
}

/** An edited post keeps its address whatever its title becomes: shared links must keep working. */
function addressOf(values: PostValues, post: BlogPost | null): string {
  return values.slug ?? post?.slug ?? slugify(values.title);
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
  const { t } = useTranslation();
  const form = useContractForm({
    schema: blogPostInputSchema,
    defaultValues: initialValues(post),
    toInput: (values: PostValues) => ({
      title: values.title,
      content: values.content,
      status: values.published ? 'published' : 'draft',
      slug: addressOf(values, post),
      featureImageUrl: values.featureImageUrl ?? '',
    }),
    fieldOf: { published: 'status' },
    submit: saveEntity(post, {
      create: useCreateBlogPostMutation(),
      update: useUpdateBlogPostMutation(),
    }),
    onSuccess: onClose,
    toasts: {
      success: t('blogPostSavedSuccessfully', 'Blog post saved successfully!'),
      failure: t('saveFailed', 'Save failed'),
      fallback: t('somethingWentWrong', 'Something went wrong'),
    },
  });
  const { values } = form;
  const formId = form.id;
  const slug = addressOf(values, post);
  const changingAddress = values.slug !== null;
  const addressMoves = Boolean(post) && slugify(slug) !== post?.slug && slugify(slug) !== '';
  const slugField = form.control('slug');
  const set = (value: string | null) => slugField.onChange(value);

  return (
    <FormModal
      form={form}
      onClose={onClose}
      size="xl"
      title={post ? t('editPost', 'Edit Post') : t('addNewPost', 'Add New Post')}
      submitLabel={
        values.published ? t('saveAndPublish', 'Save and Publish') : t('saveDraft', 'Save Draft')
      }
      className="flex flex-col gap-5"
    >
      <Input label={t('title', 'Title')} required {...form.field('title')} data-autofocus />
      {changingAddress ? (
        <div className="flex flex-col gap-2">
          <Input
            id={slugField.id}
            label={t('address', 'Address')}
            value={values.slug ?? ''}
            onChange={(event) => set(event.target.value)}
            onBlur={() => {
              const tidy = slugify(values.slug ?? '');
              if (tidy && tidy !== values.slug) set(tidy);
            }}
            error={slugField.error}
            spellCheck={false}
            autoCapitalize="none"
            hint={
              <>
                <span className="break-all">/blog/{slugify(slug) || '…'}</span>
                {addressMoves && (
                  <span className="block">
                    {t(
                      'theOldAddressWillKeepOpeningThisPost',
                      'The old address will keep opening this post.',
                    )}
                  </span>
                )}
              </>
            }
          />
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            <button
              type="button"
              className="text-sm font-semibold text-ember-700 underline-offset-4 hover:underline"
              onClick={() => set(slugify(values.title))}
            >
              {t('useTheTitle', 'Use the title')}
            </button>
            <button
              type="button"
              className="text-sm font-semibold text-ink-600 underline-offset-4 hover:underline"
              onClick={() => set(null)}
            >
              {post
                ? t('keepTheCurrentAddress', 'Keep the current address')
                : t('followTheTitle', 'Follow the title')}
            </button>
          </div>
        </div>
      ) : (
        <div className="-mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
          <span className="min-w-0 break-all text-ink-500">
            {slug
              ? t('addressBlogSlug', 'Address: /blog/{{slug}}', { slug })
              : t('theAddressFollowsTheTitle', 'The address follows the title.')}
          </span>
          <button
            type="button"
            className="font-semibold text-ember-700 underline-offset-4 hover:underline"
            onClick={() => {
              set(slug);
              requestAnimationFrame(() => document.getElementById(`${formId}-slug`)?.focus());
            }}
          >
            {t('changeAddress', 'Change address')}
          </button>
        </div>
      )}
      <ImageUploadField
        label={t('featureImage', 'Feature image')}
        folder="blog_features"
        hint={t('featureImageHint', 'PNG, JPEG, WebP or GIF, up to 2 MB. Wide pictures work best.')}
        {...form.image('featureImageUrl')}
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <MarkdownTextarea label={t('content', 'Content')} required {...form.field('content')} />
        <section aria-labelledby={`${formId}-preview`} className="flex min-w-0 flex-col gap-1.5">
          <h3 id={`${formId}-preview`} className="font-sans text-sm font-semibold text-ink-800">
            {t('preview', 'Preview')}
          </h3>
          <div className="max-h-96 min-h-40 overflow-y-auto rounded-xl border border-ink-100 bg-cream-50 p-4 lg:max-h-[22rem]">
            {values.content.trim() ? (
              <div className="text-base [&_div]:text-base">
                <PostBody content={values.content} />
              </div>
            ) : (
              <p className="text-sm text-ink-500">
                {t('thePostWillAppearHereAsYouWrite', 'The post will appear here as you write.')}
              </p>
            )}
          </div>
        </section>
      </div>
      <Checkbox
        label={t('publishThisPost', 'Publish this post')}
        description={t(
          'untickedThePostStaysADraftThatOnlyAdminsCanSee',
          'Unticked, the post stays a draft that only admins can see.',
        )}
        {...form.checkbox('published')}
      />
    </FormModal>
  );
}
