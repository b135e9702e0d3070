import { getTranslations } from 'next-intl/server'
import { Arrow } from '@/components/ui/icon'
import { CaseCard } from '@/components/case-card'
import { PostCard } from '@/components/post-card'
import { Carousel } from '@/components/ui/carousel'
import { ContactForm } from '@/features/contact'
import { Newsletter, NewsletterIntro } from '@/features/newsletter'
import { Grid } from '@/components/ui/grid'
import { Link } from '@/components/ui/link'
import { MediaImage } from '@/components/ui/media-image'
import { RichText } from '@/components/ui/rich-text'
import type { Locale } from '@/config/site'
import { homeSections, type HomeSectionName } from '@/lib/home-sections'
import { listFeaturedCases } from '@/content/cases'
import { getAbout, getSettings } from '@/content/globals'
import { listPosts } from '@/content/posts'
import { listServices } from '@/content/services'
import { listClients, listEmployees, listProducts } from '@/content/studio'
import { editable, editableNodes } from '@/features/click-to-edit'
import { paths } from '@/lib/paths'
import type { BlockProps } from '..'
import { ClientLogos } from '../logos'
import { ActionLink } from '../shared'
import { Figures } from '../stats'
import { People } from '../team'
import blocks from '../blocks.module.css'
import styles from './home.module.css'

type Props = { locale: Locale }

/** The studio's statement and its two ways in. */
async function HeroSection({ locale }: Props) {
  const [t, settings] = await Promise.all([getTranslations('home'), getSettings(locale)])
  return (
    <section className={`container ${blocks.hero} ${styles.hero}`} aria-labelledby="hero-title" data-motion>
      <p className="eyebrow">{settings.studioName}</p>
      <h1 id="hero-title" className={blocks.statement} {...editable(settings, 'statement')}>
        {settings.statement ?? settings.studioName}
      </h1>
      <div className={blocks.actions}>
        <ActionLink action={{ label: t('allCases'), url: paths.cases() }} primary />
        <ActionLink action={{ label: t('contact'), url: '/#contact' }} />
      </div>
    </section>
  )
}

/** The featured cases, in a carousel. */
async function FeaturedSection({ locale }: Props) {
  const [t, tc, featured] = await Promise.all([
    getTranslations('home'),
    getTranslations('carousel'),
    listFeaturedCases(locale),
  ])
  return (
    <section className={`container reveal ${blocks.section}`} aria-labelledby="featured-title">
      <div className={styles.sectionHead}>
        <h2 id="featured-title">{t('featured')}</h2>
        <Link href={paths.cases()} className={styles.more}>
          {t('allCases')} <Arrow to="right" />
        </Link>
      </div>
      <Carousel
        labels={{
          region: tc('region'),
          previous: tc('previous'),
          next: tc('next'),
          pause: tc('pause'),
          play: tc('play'),
          slide: tc.raw('slide') as string,
        }}
      >
        {/* Below the hero on phones and on a 1350×940 desktop: no cover here is the first screen's
            largest paint, so none is preloaded ahead of the hero's font. */}
        {featured.map((item) => (
          <CaseCard key={item.id} item={item} sizes="(min-width: 1920px) 52vw, (min-width: 960px) 62vw, 86vw" />
        ))}
      </Carousel>
    </section>
  )
}

/** What the studio does, each service linked. */
async function ServicesSection({ locale }: Props) {
  const [t, services] = await Promise.all([getTranslations('home'), listServices(locale)])
  return (
    <section id="what-we-do" className={`container reveal ${blocks.section}`} aria-labelledby="services-title">
      <h2 id="services-title">{t('whatWeDo')}</h2>
      <ol className={styles.services}>
        {services.map((s, i) => (
          <li key={s.id}>
            <span className={styles.index}>{String(i + 1).padStart(2, '0')}</span>
            <h3 {...editable(s, 'title')}>
              <Link href={paths.service(locale, s.slug ?? '')}>{s.title}</Link>
            </h3>
            {s.summary && (
              <p className="muted" {...editable(s, 'summary')}>
                {s.summary}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The clients' logos. */
async function ClientsSection({ locale }: Props) {
  const [t, clients] = await Promise.all([getTranslations('home'), listClients(locale)])
  return (
    <section id="clients" className={`container reveal ${blocks.section}`} aria-labelledby="clients-title">
      <h2 id="clients-title">{t('clients')}</h2>
      <ClientLogos clients={clients} />
    </section>
  )
}

/** About the studio: its text, figures and team. */
async function AboutSection({ locale }: Props) {
  const [t, about, team] = await Promise.all([getTranslations('home'), getAbout(locale), listEmployees(locale)])
  return (
    <section id="about" className={`container reveal ${blocks.section} ${styles.about}`} aria-labelledby="about-title">
      <div>
        <h2 id="about-title" {...editable(about, 'title')}>
          {about.title}
        </h2>
        <RichText data={about.body} nodeProps={editableNodes(about, 'body')} />
      </div>
      {about.figures && about.figures.length > 0 && (
        <Figures items={about.figures} mark={(i, part) => editable(about, `figures.${i}.${part}`)} />
      )}
      <div className={styles.team}>
        <h3>{t('team')}</h3>
        {about.teamIntro && (
          <p className="muted" {...editable(about, 'teamIntro')}>
            {about.teamIntro}
          </p>
        )}
        <People people={team} />
      </div>
    </section>
  )
}

/** The three latest articles. */
async function PostsSection({ locale }: Props) {
  const [t, posts] = await Promise.all([getTranslations('home'), listPosts(locale, 1)])
  return (
    <section className={`container reveal ${blocks.section}`} aria-labelledby="posts-title">
      <div className={styles.sectionHead}>
        <h2 id="posts-title">{t('latestPosts')}</h2>
        <Link href={paths.posts()} className={styles.more}>
          {t('allPosts')} <Arrow to="right" />
        </Link>
      </div>
      <Grid>
        {posts.docs.slice(0, 3).map((p) => (
          <li key={p.id}>
            <PostCard post={p} locale={locale} />
          </li>
        ))}
      </Grid>
    </section>
  )
}

/** The studio's products and games. */
async function ProductsSection({ locale }: Props) {
  const [t, products] = await Promise.all([getTranslations('home'), listProducts(locale)])
  return (
    <section id="products" className={`container reveal ${blocks.section}`} aria-labelledby="products-title">
      <h2 id="products-title">{t('products')}</h2>
      <Grid columns={2}>
        {products.map((p) => (
          <li key={p.id} className={styles.product}>
            <MediaImage
              media={p.cover}
              sizes="(min-width: 600px) 45vw, 90vw"
              aspect="16 / 9"
              className={blocks.rounded}
            />
            <h3>
              {p.url ? (
                <a href={p.url} target="_blank" rel="noopener noreferrer">
                  {p.name}
                </a>
              ) : (
                p.name
              )}
            </h3>
            {p.summary && <p className="muted">{p.summary}</p>}
          </li>
        ))}
      </Grid>
    </section>
  )
}

/** How to reach the studio, and the contact form. */
async function ContactSection({ locale }: Props) {
  const [t, settings] = await Promise.all([getTranslations('home'), getSettings(locale)])
  const org = settings.organization
  return (
    <section
      id="contact"
      className={`container reveal ${blocks.section} ${styles.contact}`}
      aria-labelledby="contact-title"
    >
      <h2 id="contact-title">{t('contact')}</h2>
      <address>
        {org?.email && (
          <p>
            <a className={styles.big} href={`mailto:${org.email}`}>
              {org.email}
            </a>
          </p>
        )}
        {org?.phone && (
          <p>
            <a href={`tel:${org.phone.replace(/[^+\d]/g, '')}`}>{org.phone}</a>
          </p>
        )}
        {org?.address?.street && (
          <p className="muted">
            {org.address.street},{' '}
            {[org.address.city, org.address.region, org.address.postalCode].filter(Boolean).join(', ')}
          </p>
        )}
        {org?.mapUrl && (
          <p>
            <a href={org.mapUrl} target="_blank" rel="noopener noreferrer">
              {t('map')} <Arrow to="up-right" />
            </a>
          </p>
        )}
      </address>
      <ContactForm />
    </section>
  )
}

/** The newsletter sign-up. */
function NewsletterSection() {
  return (
    <section id="newsletter" className={`container reveal ${blocks.section}`} aria-labelledby="newsletter-title">
      <NewsletterIntro headingId="newsletter-title" />
      <Newsletter source="home" page={paths.home()} />
    </section>
  )
}

const sections: Record<HomeSectionName, (props: Props) => Promise<React.ReactNode> | React.ReactNode> = {
  hero: HeroSection,
  featured: FeaturedSection,
  services: ServicesSection,
  clients: ClientsSection,
  about: AboutSection,
  posts: PostsSection,
  products: ProductsSection,
  contact: ContactSection,
  newsletter: NewsletterSection,
}

/** One of the home page's own sections, where the editor placed it (a `homeSection` block of the home global). */
export function HomeSectionBlock({ block, locale }: BlockProps<'homeSection'>) {
  return <HomeSection section={block.section} locale={locale} />
}

/** One section of the home page. */
function HomeSection({ section, locale }: Props & { section: HomeSectionName }) {
  const Section = sections[section]
  return <Section locale={locale} />
}

/** The home page: every section of the studio, in reading order, all from the CMS (until an editor arranges it). */
export function HomeView({ locale }: Props) {
  return homeSections.map((section) => <HomeSection key={section} section={section} locale={locale} />)
}
