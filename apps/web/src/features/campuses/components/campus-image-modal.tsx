import type { CampusImage } from '@torch/contract';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';

/** One campus photo at full size, with a way through the rest. */
export function CampusImageModal({
  campusName,
  images,
  index,
  onIndexChange,
  onClose,
}: {
  campusName: string;
  images: readonly CampusImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const image = images[index];
  if (!image) return null;
  const count = images.length;
  return (
    <Modal
      open
      onClose={onClose}
      size="xl"
      title={campusName}
      description={`Photo ${index + 1} of ${count}`}
      footer={
        count > 1 ? (
          <>
            <Button variant="outline" onClick={() => onIndexChange((index - 1 + count) % count)}>
              Previous
            </Button>
            <Button variant="outline" onClick={() => onIndexChange((index + 1) % count)}>
              Next
            </Button>
          </>
        ) : undefined
      }
    >
      <img
        src={image.url}
        alt={image.alt || `${campusName}, photo ${index + 1}`}
        className="mx-auto max-h-[65dvh] w-auto rounded-2xl object-contain"
      />
    </Modal>
  );
}
