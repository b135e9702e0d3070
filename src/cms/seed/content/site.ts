import type { MenuRoute } from '@/features/menu/routes'
import { palette } from '../images'
import type { ImageSeed, Localized } from './types'

/** The site-settings global, minus the share image id (generated at seed time). */
export const siteSettings = {
  studioName: { pt: 'Estúdio Maré', en: 'Maré Studio' } satisfies Localized<string>,
  shortName: { pt: 'Maré', en: 'Maré' } satisfies Localized<string>,
  statement: {
    pt: 'Fazemos experiências digitais com arte, design e tecnologia — de marcas a instalações, de produtos a jogos.',
    en: 'We make digital experiences through art, design and technology — from brands to installations, from products to games.',
  } satisfies Localized<string>,
  organization: {
    legalName: 'Maré Estúdio Digital Ltda.',
    email: 'ola@estudiomare.com.br',
    phone: '+55 11 3031-4820',
    address: {
      street: 'Rua Fradique Coutinho, 1140 — Vila Madalena',
      city: 'São Paulo',
      region: 'SP',
      postalCode: '05416-001',
      country: 'BR',
    },
    mapUrl: 'https://www.openstreetmap.org/?mlat=-23.55762&mlon=-46.69132#map=17/-23.55762/-46.69132',
  },
  social: [
    { label: 'Instagram', url: 'https://www.instagram.com/estudiomare' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/company/estudiomare' },
    { label: 'Behance', url: 'https://www.behance.net/estudiomare' },
    { label: 'GitHub', url: 'https://github.com/estudiomare' },
    { label: 'Vimeo', url: 'https://vimeo.com/estudiomare' },
  ],
  seo: {
    description: {
      pt: 'Estúdio digital em São Paulo. Criamos identidades, instalações interativas, produtos digitais e jogos unindo arte, design e tecnologia.',
      en: 'A digital studio in São Paulo, Brazil. We create identities, interactive installations, digital products and games through art, design and technology.',
    } satisfies Localized<string>,
    keywords: {
      pt: 'estúdio digital, design, identidade visual, instalações interativas, desenvolvimento web, jogos, tempo real, São Paulo',
      en: 'digital studio, design, visual identity, interactive installations, web development, games, real-time, São Paulo, Brazil',
    } satisfies Localized<string>,
  },
  menu: {
    /** The eight entries of spec §2; "Work with us" leads to the page seeded from blocks. */
    entries: [
      { kind: 'route', route: 'cases', label: { pt: 'Cases', en: 'Work' } },
      { kind: 'route', route: 'clients', label: { pt: 'Nossos clientes', en: 'Our clients' } },
      { kind: 'route', route: 'whatWeDo', label: { pt: 'O que fazemos', en: 'What we do' } },
      { kind: 'route', route: 'about', label: { pt: 'Sobre nós', en: 'About us' } },
      { kind: 'route', route: 'contact', label: { pt: 'Contato', en: 'Contact' } },
      { kind: 'route', route: 'articles', label: { pt: 'Artigos', en: 'Articles' } },
      { kind: 'page', label: { pt: 'Trabalhe conosco', en: 'Work with us' } },
      {
        kind: 'external',
        label: { pt: 'Jogos', en: 'Games' },
        url: { pt: 'https://estudiomare.itch.io', en: 'https://estudiomare.itch.io' },
      },
    ] as MenuEntrySeed[],
  },
}

export const shareImage: ImageSeed = {
  name: 'share-image',
  kind: 'share',
  style: 'orbits',
  accent: palette.violet,
  title: 'Maré',
  subtitle: 'Arte · Design · Tecnologia',
  alt: {
    pt: 'Estúdio Maré: arte, design e tecnologia — órbitas verdes e violeta sobre fundo escuro',
    en: 'Maré Studio: art, design and technology — green and violet orbits on a dark background',
  },
}

type MenuEntrySeed = {
  kind: 'route' | 'page' | 'external'
  route?: MenuRoute
  label: Localized<string>
  url?: Localized<string>
}
