import type { Payload, PayloadRequest } from 'payload'
import type { ImageSeed } from './content/types'
import { renderArt, type ArtSpec, type RenderedImage } from './images'

/** Seed writes never expire caches: there is no Next server while seeding. */
export const seedContext = { disableRevalidate: true }

/** Run at most `concurrency` tasks at a time, in the order they were queued. */
function limiter(concurrency: number) {
  let active = 0
  const waiting: (() => void)[] = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve))
    active += 1
    try {
      return await task()
    } finally {
      active -= 1
      waiting.shift()?.()
    }
  }
}

function render(image: ImageSeed): Promise<RenderedImage> {
  const { name, alt: _alt, ...art } = image
  return renderArt({ ...art, seed: name } as ArtSpec)
}

export type CreateMedia = (image: ImageSeed) => Promise<number>

/**
 * Returns a function that uploads one generated image to the media collection,
 * with its alt text in both languages and its dominant colour, and resolves to
 * the media id. All the artwork given here starts rendering at once in the
 * background (two at a time), so drawing the next pictures overlaps with
 * Payload resizing and saving the current one.
 */
export function mediaCreator(payload: Payload, req: PayloadRequest, images: ImageSeed[]): CreateMedia {
  const run = limiter(2)
  const rendered = new Map<string, Promise<RenderedImage>>()
  for (const image of images) {
    if (rendered.has(image.name)) throw new Error(`Seed: duplicate image name "${image.name}"`)
    const promise = run(() => render(image))
    // Errors surface when the image is used; avoid an unhandled rejection meanwhile.
    promise.catch(() => undefined)
    rendered.set(image.name, promise)
  }

  return async (image) => {
    const file = await (rendered.get(image.name) ?? render(image))
    const doc = await payload.create({
      collection: 'media',
      locale: 'pt',
      data: { alt: image.alt.pt, color: file.color },
      file: {
        data: file.data,
        mimetype: file.mimetype,
        name: `${image.name}.${file.extension}`,
        size: file.data.length,
      },
      depth: 0,
      overrideAccess: true,
      context: seedContext,
      req,
    })
    await payload.update({
      collection: 'media',
      id: doc.id,
      locale: 'en',
      data: { alt: image.alt.en },
      depth: 0,
      overrideAccess: true,
      context: seedContext,
      req,
    })
    rendered.delete(image.name)
    return doc.id
  }
}
