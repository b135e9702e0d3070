import { palette } from '../images'
import type { ClientSeed } from './types'

/** Fictional clients. Their sites use the reserved .example domain on purpose. */
const client = (
  key: string,
  order: number,
  name: string,
  url: string,
  accent: string,
  sector: { pt: string; en: string },
): ClientSeed => ({
  key,
  order,
  name: { pt: name, en: name },
  url,
  logo: {
    name: `client-${key}-logo`,
    kind: 'logo',
    label: name,
    accent,
    alt: { pt: `Logotipo de ${name}, ${sector.pt}`, en: `${name} logo, ${sector.en}` },
  },
})

export const clients: ClientSeed[] = [
  client('orbita', 1, 'Instituto Órbita', 'https://institutoorbita.example', palette.coral, {
    pt: 'instituto de ciência e cultura',
    en: 'science and culture institute',
  }),
  client('casa-do-vento', 2, 'Museu Casa do Vento', 'https://casadovento.example', palette.violet, {
    pt: 'museu de história natural urbana',
    en: 'museum of urban natural history',
  }),
  client('ipe', 3, 'Ipê Finanças', 'https://ipefinancas.example', palette.amber, {
    pt: 'banco digital',
    en: 'digital bank',
  }),
  client('sinestesia', 4, 'Festival Sinestesia', 'https://festivalsinestesia.example', palette.rose, {
    pt: 'festival de música e artes',
    en: 'music and arts festival',
  }),
  client('cordilheira', 5, 'Café Cordilheira', 'https://cafecordilheira.example', palette.amber, {
    pt: 'torrefação de cafés especiais',
    en: 'specialty coffee roaster',
  }),
  client('horizonte', 6, 'Horizonte Mobilidade', 'https://horizontemobilidade.example', palette.sky, {
    pt: 'empresa de mobilidade urbana',
    en: 'urban mobility company',
  }),
  client('lira', 7, 'Editora Lira', 'https://editoralira.example', palette.teal, {
    pt: 'editora independente',
    en: 'independent publisher',
  }),
  client('sereno', 8, 'Sereno Discos', 'https://serenodiscos.example', palette.bone, {
    pt: 'selo musical',
    en: 'record label',
  }),
]
