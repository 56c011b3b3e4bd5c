import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorPanel } from '@hotel/shell';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Icon, Input, Skeleton } from '@hotel/ui';
import { FaqList } from '../faq-list';
import { HELP_CENTER_BASE, useFaqs } from '../use-help-center';

const CARDS = [
  { to: 'faqs', title: 'FAQs', text: 'Frequently asked questions and answers', action: 'Go to FAQs' },
  { to: 'guides', title: 'Guides', text: 'Articles and resources to guide you', action: 'Go to Guides' },
  { to: 'support', title: 'Support', text: 'Contact us for more detailed support', action: 'Contact us' },
] as const;

/** Help centre home: the search hero, three cards and the most-asked FAQs. */
export function HelpCenterHome() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const mostAsked = useFaqs('most-asked');
  const faqs = mostAsked.data?.[0]?.faqs ?? [];

  return (
    <div className="min-h-full bg-background" data-slot="help-center-home">
      <section className="bg-primary px-4 py-16 text-center text-primary-foreground sm:px-8 sm:py-24">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">How can we help you today?</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg opacity-90">Search for a topic or a question, or browse the FAQs and guides.</p>
        <form
          role="search"
          className="mx-auto mt-8 flex max-w-xl gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const q = query.trim();
            void navigate(q ? `${HELP_CENTER_BASE}/faqs?search=${encodeURIComponent(q)}` : `${HELP_CENTER_BASE}/faqs`);
          }}
        >
          <Input
            type="search"
            aria-label="Search the help centre"
            placeholder="Enter a question, topic or keyword"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="bg-card text-foreground"
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
      </section>

      <div className="mx-auto -mt-10 grid max-w-6xl gap-6 px-4 sm:px-8 md:grid-cols-3">
        {CARDS.map((card) => (
          <Card key={card.to} className="text-center">
            <CardHeader>
              <CardTitle level={2}>{card.title}</CardTitle>
              <CardDescription>{card.text}</CardDescription>
            </CardHeader>
            <CardContent />
            <CardFooter className="justify-center">
              <Link to={`${HELP_CENTER_BASE}/${card.to}`} className="inline-flex items-center gap-1 rounded-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
                {card.action}
                <Icon name="heroicons_outline:arrow-long-right" size="sm" className="rtl:rotate-180" />
              </Link>
            </CardFooter>
          </Card>
        ))}
      </div>

      <section aria-labelledby="most-asked" className="mx-auto grid max-w-4xl gap-6 px-4 py-16 sm:px-8">
        <div className="text-center">
          <h2 id="most-asked" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            Most frequently asked questions
          </h2>
          <p className="mt-2 text-muted-foreground">Here are the most frequently asked questions you may check before you get started</p>
        </div>
        {mostAsked.error ? (
          <ErrorPanel error={mostAsked.error} onRetry={mostAsked.reload} />
        ) : !mostAsked.data ? (
          <div role="status" aria-label="Loading questions" className="grid gap-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : faqs.length ? (
          <FaqList faqs={faqs} />
        ) : (
          <p className="text-center text-muted-foreground">No questions yet.</p>
        )}
      </section>
    </div>
  );
}
