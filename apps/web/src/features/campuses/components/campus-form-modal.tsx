import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  lightCampusInputSchema,
  type CampusImage,
  type LightCampus,
  type LightCampusInput,
} from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../../shared/api/http-client';
import { fieldErrors, type FieldErrors } from '../../../shared/lib/form-errors';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { useCreateCampus } from '../api/create-campus';
import { useUpdateCampus } from '../api/update-campus';
import { CampusImagesField } from './campus-images-field';

type TextField = 'name' | 'location' | 'leaderName' | 'contactInfo' | 'meetingSchedule';
const textFields: [TextField, string][] = [
  ['name', 'Campus name'],
  ['location', 'Location'],
  ['leaderName', 'Leader name'],
  ['contactInfo', 'Contact info'],
  ['meetingSchedule', 'Meeting schedule'],
];

/** Add New Campus / Edit Campus: five required fields, photos, and Active (on by default). */
export function CampusFormModal({
  campus,
  onClose,
}: {
  campus: LightCampus | null;
  onClose: () => void;
}) {
  const formId = useId();
  const create = useCreateCampus();
  const update = useUpdateCampus();
  const saving = create.isPending || update.isPending;
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<keyof LightCampusInput>>({});
  const [text, setText] = useState<Record<TextField, string>>({
    name: campus?.name ?? '',
    location: campus?.location ?? '',
    leaderName: campus?.leaderName ?? '',
    contactInfo: campus?.contactInfo ?? '',
    meetingSchedule: campus?.meetingSchedule ?? '',
  });
  const [isActive, setIsActive] = useState(campus?.isActive ?? true);
  const [images, setImages] = useState<CampusImage[]>(campus?.images ?? []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    const parsed = lightCampusInputSchema.safeParse({ ...text, isActive, images });
    if (!parsed.success) {
      setErrors(fieldErrors<keyof LightCampusInput>(parsed.error));
      return;
    }
    const callbacks = {
      onSuccess: () => {
        toast.success('Campus saved successfully.');
        onClose();
      },
      onError: (error: Error) =>
        toast.error(`Save failed: ${errorMessage(error, UNKNOWN_ERROR_MESSAGE)}`),
    };
    if (campus) update.mutate({ id: campus._id, body: parsed.data }, callbacks);
    else create.mutate(parsed.data, callbacks);
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={campus ? 'Edit Campus' : 'Add New Campus'}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={uploading}>
            {campus ? 'Save Changes' : 'Add Campus'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
        {textFields.map(([field, label]) => (
          <Input
            key={field}
            id={`${formId}-${field}`}
            label={label}
            required
            value={text[field]}
            error={errors[field]}
            onChange={(event) => {
              const value = event.target.value;
              setText((current) => ({ ...current, [field]: value }));
            }}
          />
        ))}
        <div className="sm:col-span-2">
          <CampusImagesField
            id={`${formId}-images`}
            images={images}
            onChange={setImages}
            onUploadingChange={setUploading}
          />
        </div>
        <Checkbox
          id={`${formId}-active`}
          label="Active"
          description="Shown on the public Light Campuses page."
          checked={isActive}
          onChange={(event) => setIsActive(event.target.checked)}
        />
      </form>
    </Modal>
  );
}
