import { endpoints, type ChatContact } from '@hotel/shell';
import { Alert, Avatar, Button, DrawerBody, DrawerHeader, DrawerTitle, formatLongDate, Icon, Skeleton } from '@hotel/ui';
import { useLoad, type ChatContactDetails } from '../use-chat';

/** The contact-info drawer body: GET contact?id with about, e-mails, phones, company, birthday, address. */
export function ContactInfo({ contact }: { contact: ChatContact }) {
  const { data, status, error, reload } = useLoad<ChatContactDetails>(contact.id, endpoints.chat.contact, { id: contact.id });
  const details = data?.details;
  return (
    <>
      <DrawerHeader>
        <DrawerTitle>Contact info</DrawerTitle>
      </DrawerHeader>
      <DrawerBody className="grid content-start gap-6">
        <div className="flex flex-col items-center gap-2 text-center">
          <Avatar name={contact.name} src={contact.avatar} size="xl" />
          <p className="text-lg font-medium break-words">{contact.name}</p>
          {contact.about ? <p className="text-sm text-muted-foreground">{contact.about}</p> : null}
        </div>
        {status === 'loading' ? (
          <div className="grid gap-2" role="status" aria-label="Loading contact details">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : status === 'error' ? (
          <Alert variant="error" title="The contact details could not be loaded" action={<Button size="sm" variant="outline" onClick={reload}>Retry</Button>}>
            {error}
          </Alert>
        ) : details ? (
          <dl className="grid gap-4 text-sm">
            {details.title || details.company ? <Row icon="heroicons-outline:briefcase" label="Work">{[details.title, details.company].filter(Boolean).join(', ')}</Row> : null}
            {details.emails.map((e) => (
              <Row key={e.email} icon="heroicons-outline:envelope" label={`E-mail${e.label ? ` (${e.label})` : ''}`}>
                <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${e.email}`}>{e.email}</a>
              </Row>
            ))}
            {details.phoneNumbers.map((p) => (
              <Row key={p.phoneNumber} icon="heroicons-outline:phone" label={`Phone${p.label ? ` (${p.label})` : ''}`}>
                <a className="text-primary underline-offset-4 hover:underline" href={`tel:${p.phoneNumber.replace(/[^\d+]/g, '')}`}>{p.phoneNumber}</a>
              </Row>
            ))}
            {details.birthday ? <Row icon="heroicons-outline:cake" label="Birthday">{formatLongDate(details.birthday)}</Row> : null}
            {details.address ? <Row icon="heroicons-outline:map-pin" label="Address">{details.address}</Row> : null}
          </dl>
        ) : null}
      </DrawerBody>
    </>
  );
}

function Row({ icon, label, children }: { icon: string; label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-muted-foreground">
        <Icon name={icon} size="sm" className="text-hint" />
        {label}
      </dt>
      <dd className="ps-6 break-words">{children}</dd>
    </div>
  );
}
