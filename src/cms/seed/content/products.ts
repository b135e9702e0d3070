import { palette } from '../images'
import type { ProductSeed } from './types'

/** The studio's own games and tools. */
export const products: ProductSeed[] = [
  {
    order: 1,
    name: { pt: 'Vento Sul', en: 'South Wind' },
    slug: { pt: 'vento-sul', en: 'south-wind' },
    summary: {
      pt: 'Um jogo contemplativo de navegação pela costa brasileira. Você lê o vento, as marés e as estrelas para levar cartas de um farol a outro. Para PC e Mac.',
      en: 'A contemplative sailing game along the Brazilian coast. Read the wind, the tides and the stars to carry letters from one lighthouse to the next. For PC and Mac.',
    },
    url: 'https://estudiomare.itch.io/vento-sul',
    cover: {
      name: 'product-vento-sul',
      kind: 'product',
      style: 'waves',
      accent: palette.sky,
      title: 'Vento Sul',
      alt: {
        pt: 'Capa do jogo Vento Sul: ondas de linhas verdes e azuis sob o título',
        en: 'Cover of the game South Wind: waves of green and blue lines beneath the title',
      },
    },
  },
  {
    order: 2,
    name: { pt: 'Lume', en: 'Lume' },
    slug: { pt: 'lume', en: 'lume-toolkit' },
    summary: {
      pt: 'Kit de código aberto para projeção mapeada no navegador: calibração por quatro cantos, máscaras e sincronização de várias telas com um único arquivo de cena.',
      en: 'An open-source toolkit for projection mapping in the browser: four-corner calibration, masks and multi-screen sync from a single scene file.',
    },
    url: 'https://github.com/estudiomare/lume',
    cover: {
      name: 'product-lume',
      kind: 'product',
      style: 'bands',
      accent: palette.violet,
      title: 'Lume',
      alt: {
        pt: 'Capa do Lume: faixas diagonais de luz verde e violeta sob o nome da ferramenta',
        en: 'Lume cover: diagonal bands of green and violet light beneath the tool’s name',
      },
    },
  },
]
