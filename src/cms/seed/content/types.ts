import type { ArtSpec } from '../images'
import type { RichText } from '../lexical'

export type Locale = 'pt' | 'en'

/** One value per locale. */
export interface Localized<T> {
  pt: T
  en: T
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** An image to generate at seed time: its artwork, file name and alt text in both languages. */
export type ImageSeed = DistributiveOmit<ArtSpec, 'seed'> & {
  /** File name without extension; also the seed of the artwork. */
  name: string
  alt: Localized<string>
}

export interface ServiceSeed {
  key: string
  order: number
  title: Localized<string>
  slug: Localized<string>
  summary: Localized<string>
  body: Localized<RichText>
  icon: ImageSeed
  cover: ImageSeed
}

export interface ClientSeed {
  key: string
  order: number
  name: Localized<string>
  url: string
  logo: ImageSeed
}

export interface EmployeeSeed {
  key: string
  order: number
  name: string
  role: Localized<string>
  photo: ImageSeed
}

export interface ProductSeed {
  order: number
  name: Localized<string>
  slug: Localized<string>
  summary: Localized<string>
  url: string
  cover: ImageSeed
}

/** Ids of a case's generated images, for image blocks inside its body. */
export interface CaseMedia {
  cover: number
  gallery: number[]
}

export interface CaseSeed {
  status: 'published' | 'draft'
  title: Localized<string>
  slug: Localized<string>
  summary: Localized<string>
  /** Key of a ClientSeed. */
  client: string
  /** Keys of ServiceSeeds. */
  services: string[]
  year: number
  featured: boolean
  order: number
  cover: ImageSeed
  gallery: { image: ImageSeed; caption: Localized<string> }[]
  credits: { role: Localized<string>; name: string }[]
  body: Localized<(media: CaseMedia) => RichText>
  seo?: { keywords: Localized<string> }
}

export interface PostSeed {
  title: Localized<string>
  slug: Localized<string>
  excerpt: Localized<string>
  /** Key of an EmployeeSeed. */
  author: string
  /** ISO date-time. */
  publishedDate: string
  tags: Localized<string[]>
  cover: ImageSeed
  body: Localized<RichText>
}
