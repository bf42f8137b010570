import { Button, Card, Grid, Group, Loader, NumberInput, Stack, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile, ProfileUpdate } from '@/contract/profile';
import { useUpdateProfile } from '@/web/features/profile/api/profile';
import {
  changedFields,
  checkField,
  ENTRY_MAX,
  fieldErrorsFromApi,
  profileToValues,
  TEXT_MAX,
  toUpdate,
} from '@/web/features/profile/lib/profile-form';
import type { ProfileField, SectionValues } from '@/web/features/profile/lib/profile-form';
import { ApiError } from '@/web/lib/api-client';

// Mantine's error red is below AA on white; the theme's red text colour is not
const errorStyles = { error: { color: 'var(--mantine-color-red-text)' } };

/** The id of a field's input, so the completeness card can take the person straight to it. */
export function profileFieldId(idPrefix: string, field: ProfileField | 'email'): string {
  return `${idPrefix}-${field.replace(/_/g, '-')}`;
}

const wide: readonly ProfileField[] = ['bio', 'skills', 'languages', 'career_goals'];

/** The server's words for a refused save that is not about one field (4xx), else the fallback. */
function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
}

interface ProfileSectionProps<F extends ProfileField> {
  profile: Profile;
  fields: readonly F[];
  /** prefix of the inputs' ids (see `profileFieldId`) */
  idPrefix: string;
  title: string;
  description: string;
  headingOrder: 2 | 3;
  submitLabel: string;
  successMessage: string;
  /** shown read-only after the first field */
  email?: string;
  /** other labels for some fields (the settings page calls the current role "Job title") */
  labels?: Partial<Record<ProfileField, string>>;
  /** a saved full name is the account's display name too */
  onNameSaved?: () => void;
  footer?: ReactNode;
  /** framed as its own card (the profile page) or bare (inside a settings tab) */
  withCard?: boolean;
}

/**
 * One form of profile fields with its own Save button: enabled only once something changed, 'Saving...'
 * while it saves, the server's field errors under the fields, a toast either way. It sends only the
 * fields that changed, so two forms on one page never overwrite each other.
 */
export function ProfileSection<F extends ProfileField>(props: ProfileSectionProps<F>) {
  const { profile, fields, idPrefix, labels, email } = props;
  const { t } = useTranslation('profile');
  const headingId = useId();
  const update = useUpdateProfile();
  const initial = profileToValues(profile, fields);
  const [saved, setSaved] = useState<SectionValues<F>>(() => initial);
  const label = (field: ProfileField) => labels?.[field] ?? t(`fields.${field}`);

  const form = useForm<SectionValues<F>>({
    initialValues: initial,
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const field of fields) {
        const problem = checkField(field, values[field]);
        if (problem) errors[field] = t(`validation.${problem.key}`, { field: label(field), max: 'max' in problem ? problem.max : 0 });
      }
      return errors;
    },
  });

  const changed = changedFields(form.values, saved);
  const saving = update.isPending;

  function focusField(field: string) {
    document.getElementById(profileFieldId(idPrefix, field as ProfileField))?.focus();
  }

  function submit(values: SectionValues<F>) {
    const body: ProfileUpdate = toUpdate(values, saved);
    if (Object.keys(body).length === 0) return;
    notifications.clean();
    update.mutate(body, {
      onSuccess: (next) => {
        const nextValues = profileToValues(next, fields);
        setSaved(nextValues);
        form.setValues(nextValues);
        notifications.show({ color: 'teal', message: props.successMessage });
        if (body.full_name !== undefined) props.onNameSaved?.();
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsFromApi(error);
        const mine = Object.entries(fieldErrors).filter(([field]) => (fields as readonly string[]).includes(field));
        if (mine.length > 0) {
          form.setErrors(Object.fromEntries(mine));
          focusField(mine[0][0]);
          notifications.show({ color: 'red', message: t('toasts.checkFields') });
        } else {
          notifications.show({ color: 'red', message: failureMessage(error, t('toasts.saveFailed')) });
        }
      },
    });
  }

  function input(field: F): ReactNode {
    const common = {
      id: profileFieldId(idPrefix, field),
      label: label(field),
      styles: errorStyles,
      ...form.getInputProps(field),
    };
    if (field === 'years_of_experience') {
      // no clamping: a value out of range gets its message rather than being changed silently
      return <NumberInput {...common} allowDecimal={false} clampBehavior="none" min={0} inputMode="numeric" />;
    }
    if (field === 'skills' || field === 'languages' || field === 'career_goals') {
      const list = field as 'skills' | 'languages' | 'career_goals';
      return (
        <TagsInput
          {...common}
          placeholder={t(`placeholders.${list}`)}
          description={list === 'career_goals' ? t('hints.tags') : t('hints.skillsTags')}
          // goals are sentences: a comma does not end one
          splitChars={list === 'career_goals' ? [] : [',']}
          maxLength={ENTRY_MAX}
          clearable
        />
      );
    }
    if (field === 'bio') {
      return <Textarea {...common} placeholder={t('placeholders.bio')} autosize minRows={3} maxRows={8} maxLength={TEXT_MAX.bio} />;
    }
    const text = field as Exclude<ProfileField, 'years_of_experience' | 'bio' | 'skills' | 'languages' | 'career_goals'>;
    return (
      <TextInput
        {...common}
        placeholder={t(`placeholders.${text}`)}
        maxLength={TEXT_MAX[text]}
        autoComplete={text === 'full_name' ? 'name' : text === 'phone' ? 'tel' : text === 'company' ? 'organization' : undefined}
        type={text === 'phone' ? 'tel' : 'text'}
      />
    );
  }

  const body = (
    <form
      onSubmit={form.onSubmit(submit, (errors) => {
        const first = fields.find((field) => errors[field] !== undefined && errors[field] !== null);
        if (first) focusField(first);
      })}
      noValidate
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <div>
          <Title order={props.headingOrder} size="h3" id={headingId}>
            {props.title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {props.description}
          </Text>
        </div>
        <Grid gap="md">
          {fields.map((field, index) => (
            <FieldCols key={field} field={field} email={index === 0 ? email : undefined} idPrefix={idPrefix} emailLabel={t('fields.email')} emailHint={t('hints.email')}>
              {input(field)}
            </FieldCols>
          ))}
        </Grid>
        <Group justify="space-between" gap="sm">
          {props.footer ?? <span />}
          <Button type="submit" disabled={changed.length === 0 || saving} leftSection={saving ? <Loader size={14} aria-hidden="true" /> : undefined}>
            {saving ? t('saving') : props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );

  return props.withCard === false ? body : <Card padding="lg">{body}</Card>;
}

/** A field's column (half width from small screens up; long ones full width), and the read-only email after it. */
function FieldCols({
  field,
  email,
  idPrefix,
  emailLabel,
  emailHint,
  children,
}: {
  field: ProfileField;
  email: string | undefined;
  idPrefix: string;
  emailLabel: string;
  emailHint: string;
  children: ReactNode;
}) {
  return (
    <>
      <Grid.Col span={{ base: 12, sm: wide.includes(field) ? 12 : 6 }}>{children}</Grid.Col>
      {email !== undefined ? (
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput id={profileFieldId(idPrefix, 'email')} label={emailLabel} description={emailHint} value={email} readOnly variant="filled" autoComplete="email" type="email" />
        </Grid.Col>
      ) : null}
    </>
  );
}
