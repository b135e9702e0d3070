import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type'
import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'
import sharp from 'sharp'
import { MAX_IMAGE_PIXELS, nameForType, nameMatchesType } from '@/lib/image-types'
import { say } from '../say'

/** A 400 whose message is the text itself: the REST answer and the admin's toast show only an error's message. */
function refuse(req: PayloadRequest, message: { pt: string; en: string }): never {
  const error = new APIError(say(req, message), 400, null, true)
  // Payload answers "An unknown error occurred." for an error without a name, and the production bundle strips the
  // names of its error classes.
  error.name = 'UploadRefused'
  throw error
}

const notAnImage = {
  pt: 'Envie uma imagem PNG, JPEG, WebP, AVIF ou GIF: o conteúdo deste arquivo não é de nenhum desses tipos.',
  en: 'Upload a PNG, JPEG, WebP, AVIF or GIF image: the content of this file is none of those types.',
}

/** Refuses an image of more than MAX_IMAGE_PIXELS, saying how large it is. */
function refuseOversized(req: PayloadRequest, width: number, height: number) {
  if (width * height <= MAX_IMAGE_PIXELS) return
  const size = (locale: string) => ((width * height) / 1e6).toLocaleString(locale, { maximumFractionDigits: 0 })
  const max = MAX_IMAGE_PIXELS / 1e6
  refuse(req, {
    pt: `Esta imagem tem ${width} × ${height} pixels (${size('pt-BR')} megapixels); o máximo é ${max}. Reduza-a e envie de novo.`,
    en: `This image is ${width} × ${height} pixels (${size('en')} megapixels); the most is ${max}. Make it smaller and upload it again.`,
  })
}

/**
 * Names an uploaded file by the type its bytes are, not by the name it came with: a PNG sent as `p.html` is stored as
 * `p.png`, and its sizes after it (`p-480x270.png`), so nothing that types files by extension (nginx, a bucket) serves
 * it as HTML. Anything but an allowed image is refused. Runs before Payload reads the file (generateFileData).
 */
export const nameUploadByType: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file) return args
  const detected =
    file.tempFilePath && !file.data?.length
      ? await fileTypeFromFile(file.tempFilePath)
      : await fileTypeFromBuffer(file.data)
  const name = detected && nameForType(file.name, detected.mime)
  if (!detected || !name) refuse(req, notAnImage)
  // From the file's header, before anything decodes it.
  const { width = 0, height = 0 } = await sharp(file.tempFilePath && !file.data?.length ? file.tempFilePath : file.data)
    .metadata()
    .catch(() => refuse(req, notAnImage))
  refuseOversized(req, width, height)
  req.file = { ...file, name, mimetype: detected.mime }
  return args
}

/**
 * A file Payload fetched from a URL given in the request (`url` + `filename`) is read after the hook above, under the
 * request's name: refused unless that name says the type Payload detected.
 */
export const refuseMisnamedFile: CollectionBeforeValidateHook = ({ data, req }) => {
  if (!req.file || typeof data?.filename !== 'string') return data
  refuseOversized(req, Number(data.width) || 0, Number(data.height) || 0)
  const mimeType = String(data.mimeType ?? '')
  if (!nameMatchesType(data.filename, mimeType)) {
    const wanted = nameForType(data.filename, mimeType)
    if (!wanted) refuse(req, notAnImage)
    const extension = wanted.slice(wanted.lastIndexOf('.'))
    refuse(req, {
      pt: `O nome do arquivo precisa terminar em ${extension}, o tipo do seu conteúdo.`,
      en: `The file name must end in ${extension}, the type of its content.`,
    })
  }
  return data
}
