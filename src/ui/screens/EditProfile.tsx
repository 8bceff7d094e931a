import { useId, useState } from 'react';
import { updateCurrentMember } from '../../contract/memberChanges';
import { readAvatar } from '../../core/account/avatarFile';
import { initialProfile, profileBody, profileRules, type ProfileValues } from '../../core/account/profileForms';
import type { RouteOf } from '../../core/shell/screens';
import { signupFields } from '../../state/signupFields';
import { siteConfig, type MemberData } from '../../state/store';
import { Avatar } from '../Avatar';
import { CustomFields } from '../form/CustomFields';
import { Field, useFieldError } from '../form/Field';
import { Form, Submit } from '../form/Form';
import { useForm } from '../form/useForm';
import { useServices } from '../services';
import { Loading, WithMember } from '../Status';
import { t } from '../../shell/t';

/** Edit profile (part 1 §2): picture, names and the site's custom signup fields; back on success. */
export function EditProfile(_: { route: RouteOf<'editProfile'> }) {
  const configured = siteConfig.value !== null;
  return (
    <div>
      <h1>{t('editProfileTitle')}</h1>
      <WithMember>{(m) => (configured ? <ProfileForm member={m} /> : <Loading />)}</WithMember>
    </div>
  );
}

function ProfileForm({ member: m }: { member: MemberData }) {
  const { runtime, back, navigate, canGoBack } = useServices();
  const fields = signupFields(runtime.logger).value;
  const [reading, setReading] = useState(false);
  const form = useForm<ProfileValues>({
    initial: initialProfile(m, fields),
    rules: profileRules(fields),
    draft: `editProfile:${m.id}`,
    resume: `editProfile:${m.id}`,
    submit: async (values) => {
      const result = await runtime.client(updateCurrentMember, { body: profileBody(fields, values) });
      if (!result.ok) return result.error;
      // The answer is the updated member: through the member query, so the new name reaches the menu, the host
      // page, IndexedDB and the other tabs without asking again.
      runtime.member.put(result.data, result.status);
      if (canGoBack.peek()) back();
      else navigate({ name: 'account' });
      return null;
    },
  });
  const { values, errors } = form;

  /** A picture that cannot be used says why on its own field; everything else typed stays. */
  const onFile = async (input: HTMLInputElement) => {
    const files = input.files;
    if (!files || files.length === 0) return; // the picker was dismissed: keep what was chosen before
    setReading(true);
    const read = await readAvatar(files);
    setReading(false);
    if (read.ok) {
      form.set('profileImage')(read.dataUrl);
      return;
    }
    input.value = ''; // the refused file is not chosen, and choosing it again reports again
    form.set('profileImage')('');
    form.setErrors((e) => ({ ...e, profileImage: t(read.error) }));
  };

  return (
    <Form form={form}>
      <AvatarField preview={values.profileImage} error={errors.profileImage} busy={reading} onFile={onFile} />
      <Field label={t('firstName')} autoComplete="given-name" aria-required {...form.field('firstName')} />
      <Field label={t('lastName')} autoComplete="family-name" aria-required {...form.field('lastName')} />
      <CustomFields fields={fields} values={values} errors={errors} onValue={(name, value) => form.set(name)(value)} />
      <Submit label={t('updateProfile')} submitting={form.submitting || reading} />
    </Form>
  );
}

interface AvatarFieldProps {
  /** The new picture's data URL, or '' for none chosen (the current avatar shows). */
  preview: string;
  error: string | undefined;
  busy: boolean;
  onFile: (input: HTMLInputElement) => void;
}

/**
 * The picture upload: the current avatar or the new picture's preview, the field's name, and a button-styled label
 * ('Change photo') around the visually hidden file input, which keeps the keyboard and the picker (its focus shows
 * on the button). The input is named by both texts, so it is still 'Profile picture' to assistive technology.
 */
function AvatarField({ preview, error, busy, onFile }: AvatarFieldProps) {
  const { aria, message } = useFieldError(error);
  const id = useId();
  return (
    <div className="avatar-field">
      {preview ? <img className="avatar-preview" src={preview} alt="" width={80} height={80} /> : <Avatar size={80} />}
      <div className="avatar-upload">
        <span id={`${id}-name`} className="avatar-upload-name">
          {t('profileImage')}
        </span>
        <label className="btn secondary">
          <span id={`${id}-action`}>{t('changePhoto')}</span>
          <input
            type="file"
            name="profileImage"
            className="sr-only"
            accept="image/jpeg,image/png"
            onChange={(e) => void onFile(e.currentTarget)}
            aria-labelledby={`${id}-name ${id}-action`}
            aria-busy={busy || undefined}
            {...aria}
          />
        </label>
        {message}
      </div>
    </div>
  );
}
