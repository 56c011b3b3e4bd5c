import { useRef, useState, type ReactNode } from 'react';
import { Alert, Avatar, Badge, Button, ConfirmDialog, DrawerTitle, formatLongDate, Icon, IconButton, SafeHtml, Skeleton } from '@hotel/ui';
import { CONTACT_AVATAR_MAX_BYTES, CONTACT_AVATAR_TYPES, type Contact } from '../api/contacts';
import { assetUrl, flagOf } from './asset-url';
import { ContactForm } from './contact-form';
import { useContact, type UseContactLookupsResult } from './use-contacts';

export type DetailsMode = 'view' | 'edit';

export interface ContactDetailsProps {
  /** The contact's id (from the URL). */
  id: string;
  /** The list's copy, when the contact is in the current list. */
  fromList?: Contact;
  /** Start in edit mode (a new contact). */
  initialMode?: DetailsMode;
  /** Tags and countries. */
  lookups: UseContactLookupsResult;
  /** Closes the drawer. */
  onClose: () => void;
  /** Saves changes; answers the saved contact or null. */
  onSave: (changes: Partial<Omit<Contact, 'id'>>) => Promise<Contact | null>;
  /** Deletes the contact (after the confirmation). */
  onDelete: () => Promise<void>;
  /** Uploads a new avatar. */
  onUploadAvatar: (file: File) => Promise<Contact | null>;
  /** Called when view/edit mode changes. */
  onModeChange?: (mode: DetailsMode) => void;
}

/** Checks an avatar file: JPEG or PNG, at most 2 MB. Answers the message to show, or null. */
export function avatarProblem(file: File): string | null {
  if (!(CONTACT_AVATAR_TYPES as readonly string[]).includes(file.type)) return `Only JPEG or PNG images can be used as an avatar (“${file.name}” is not one).`;
  if (file.size > CONTACT_AVATAR_MAX_BYTES) return 'The avatar must be at most 2 MB.';
  if (file.size === 0) return 'The file is empty.';
  return null;
}

/** The contact drawer: banner, avatar and the details, or the edit form. */
export function ContactDetails({ id, fromList, initialMode = 'view', lookups, onClose, onSave, onDelete, onUploadAvatar, onModeChange }: ContactDetailsProps) {
  const { contact, error, loading } = useContact(id, fromList);
  const [mode, setModeState] = useState<DetailsMode>(initialMode);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const setMode = (next: DetailsMode) => {
    setModeState(next);
    onModeChange?.(next);
  };

  if (loading || !contact) {
    return (
      <div className="flex h-full flex-col">
        <DrawerTitle className="sr-only">Contact</DrawerTitle>
        <div className="flex justify-end p-2">
          <IconButton icon="heroicons-outline:x-mark" label="Close details" onClick={onClose} />
        </div>
        {error ? (
          <div className="p-6">
            <Alert variant="error" title="The contact could not be loaded">
              {error}
            </Alert>
          </div>
        ) : (
          <div className="grid gap-4 p-6" role="status" aria-busy="true" aria-label="Loading the contact">
            <Skeleton className="size-32 rounded-full" />
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-64" />
          </div>
        )}
      </div>
    );
  }

  const pickAvatar = async (file: File | undefined) => {
    if (!file) return;
    const problem = avatarProblem(file);
    setAvatarError(problem);
    if (problem) return;
    setUploading(true);
    await onUploadAvatar(file);
    setUploading(false);
  };

  const tagTitles = contact.tags.map((tagId) => lookups.tags.find((t) => t.id === tagId)?.title).filter((t): t is string => Boolean(t));
  const background = assetUrl(contact.background);

  return (
    <div className="flex h-full flex-col overflow-y-auto" data-slot="contact-details" data-mode={mode}>
      <div
        className="relative h-40 shrink-0 bg-primary-100 bg-cover bg-center sm:h-48 dark:bg-primary-900"
        style={background ? { backgroundImage: `url("${background}")` } : undefined}
      >
        <div className="absolute end-3 top-3 flex gap-2">
          <IconButton icon="heroicons-outline:x-mark" label="Close details" variant="outline" onClick={onClose} />
        </div>
      </div>
      <div className="relative flex flex-col px-6 pb-6 sm:px-12">
        <div className="-mt-16 flex items-end gap-3">
          <Avatar name={contact.name} src={assetUrl(contact.avatar)} size="xl" className="size-32 text-4xl ring-4 ring-card" />
          {mode === 'edit' ? (
            <div className="flex gap-1 pb-2">
              <input
                ref={fileRef}
                type="file"
                accept="image/jpeg,image/png"
                className="sr-only"
                tabIndex={-1}
                aria-label="Avatar file"
                onChange={(event) => {
                  void pickAvatar(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              <IconButton icon="heroicons-outline:camera" label="Upload avatar" variant="outline" loading={uploading} onClick={() => fileRef.current?.click()} />
              {contact.avatar ? (
                <IconButton icon="heroicons-outline:trash" label="Remove avatar" variant="outline" onClick={() => void onSave({ avatar: null })} />
              ) : null}
            </div>
          ) : (
            <div className="ms-auto pb-2">
              <Button variant="outline" onClick={() => setMode('edit')}>
                <Icon name="heroicons-outline:pencil-square" size="sm" />
                Edit
              </Button>
            </div>
          )}
        </div>
        {avatarError ? (
          <Alert variant="error" className="mt-4" title="Avatar not uploaded">
            {avatarError}
          </Alert>
        ) : null}
        {mode === 'edit' ? (
          <ContactForm
            contact={contact}
            lookups={lookups}
            onCancel={() => setMode('view')}
            onSubmit={async (changes) => {
              const saved = await onSave(changes);
              if (saved) setMode('view');
              return Boolean(saved);
            }}
            onDelete={() => setConfirmDelete(true)}
          />
        ) : (
          <ContactView contact={contact} tagTitles={tagTitles} countries={lookups.countries} />
        )}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete contact"
        message="Are you sure you want to delete this contact? This action cannot be undone!"
        confirmLabel="Delete"
        onResult={(result) => {
          setConfirmDelete(false);
          if (result === 'confirmed') void onDelete();
        }}
      />
    </div>
  );
}

/** The read-only details. */
function ContactView({ contact, tagTitles, countries }: { contact: Contact; tagTitles: string[]; countries: UseContactLookupsResult['countries'] }) {
  const title = contact.title || contact.job?.title;
  const company = contact.company || contact.job?.company;
  return (
    <div className="mt-4 grid gap-6">
      <div>
        <DrawerTitle className="text-3xl font-bold break-words">{contact.name}</DrawerTitle>
        {tagTitles.length ? (
          <ul className="mt-2 flex flex-wrap gap-1" aria-label="Tags">
            {tagTitles.map((t) => (
              <li key={t}>
                <Badge variant="secondary">{t}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <dl className="grid gap-4 [&_dt]:sr-only">
        {title ? <Row icon="heroicons-outline:briefcase" term="Title" value={title} /> : null}
        {company ? <Row icon="heroicons-outline:building-office-2" term="Company" value={company} /> : null}
        {contact.emails.length ? (
          <Row
            icon="heroicons-outline:envelope"
            term="E-mails"
            value={contact.emails.map((e) => (
              <span key={`${e.email}-${e.label}`} className="block">
                <a className="text-primary hover:underline" href={`mailto:${e.email}`}>
                  {e.email}
                </a>
                {e.label ? <span className="text-muted-foreground"> · {e.label}</span> : null}
              </span>
            ))}
          />
        ) : null}
        {contact.phoneNumbers.length ? (
          <Row
            icon="heroicons-outline:phone"
            term="Phone numbers"
            value={contact.phoneNumbers.map((p, i) => {
              const country = countries.find((c) => c.iso === p.country);
              const dial = `${country?.code ?? ''} ${p.phoneNumber}`.trim();
              return (
                <span key={`${p.phoneNumber}-${i}`} className="block">
                  <span aria-hidden="true">{flagOf(p.country)} </span>
                  <a className="text-primary hover:underline" href={`tel:${dial.replace(/[^\d+]/g, '')}`}>
                    {dial}
                  </a>
                  {p.label ? <span className="text-muted-foreground"> · {p.label}</span> : null}
                </span>
              );
            })}
          />
        ) : null}
        {contact.address ? <Row icon="heroicons-outline:map-pin" term="Address" value={contact.address} /> : null}
        {contact.birthday ? <Row icon="heroicons-outline:cake" term="Birthday" value={formatLongDate(contact.birthday)} /> : null}
        {contact.notes ? (
          <Row icon="heroicons-outline:bars-3-bottom-left" term="Notes" value={<SafeHtml html={contact.notes} className="prose max-w-none break-words" />} />
        ) : null}
      </dl>
    </div>
  );
}

function Row({ icon, term, value }: { icon: string; term: string; value: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className="flex gap-4">
        <Icon name={icon} size="md" className="mt-0.5 shrink-0 text-hint" aria-hidden="true" />
        <div className="min-w-0 break-words">{value}</div>
      </dd>
    </div>
  );
}
