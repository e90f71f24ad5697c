import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useRenameInPageTextsMutation, useRenamePreview } from '../api';

export interface NameChange {
  from: string;
  to: string;
}

/**
 * After the church is renamed: the page texts that still hold the old name (the demo's "Welcome
 * to Torch Fellowship" among them) are counted, and the admin may have the new name written in
 * them; nothing changes without that yes (docs/product.md#site-content). Asks nothing when no
 * text holds an old name.
 */
export function RenameInPageTexts({
  renames,
  onClose,
}: {
  /** Every name of the church, old and new, changed or not (an unchanged one is kept as is). */
  renames: NameChange[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const preview = useRenamePreview(renames);
  const rename = useRenameInPageTextsMutation();
  const count = preview.data?.count ?? 0;
  const changed = renames.find(({ from, to }) => from !== to) ?? renames[0];
  if (!changed || count === 0) return null;

  const confirm = () =>
    rename.mutate(renames, {
      onSuccess: (result) => {
        toast.success(
          t('pageTextsNowSay', {
            count: result.count,
            name: changed.to,
            defaultValue_one: '{{count}} page text now says “{{name}}”',
            defaultValue_other: '{{count}} page texts now say “{{name}}”',
          }),
        );
        onClose();
      },
      onError: (error) =>
        toast.error(
          t('thePageTextsCouldNotBeChanged', 'The page texts could not be changed: {{reason}}', {
            reason: error.message,
          }),
        ),
    });

  return (
    <ConfirmDialog
      open
      tone="primary"
      title={t('changeTheNameInYourPageTexts', 'Change the name in your page texts?')}
      message={t('pageTextsStillSayTheOldName', {
        count,
        from: changed.from,
        to: changed.to,
        defaultValue_one:
          '{{count}} page text still says “{{from}}”. Write “{{to}}” in it instead? Texts without the old name stay as they are.',
        defaultValue_other:
          '{{count}} page texts still say “{{from}}”. Write “{{to}}” in them instead? Texts without the old name stay as they are.',
      })}
      confirmLabel={t('replaceInCountTexts', {
        count,
        defaultValue_one: 'Replace in {{count}} text',
        defaultValue_other: 'Replace in {{count}} texts',
      })}
      cancelLabel={t('keepThemAsTheyAre', 'Keep them as they are')}
      busy={rename.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
