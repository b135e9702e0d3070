import type { Device, PageKind, Rating } from '../metrics'

/** The Speed view's words, in the admin's two languages. */
export const speedTexts = {
  pt: {
    title: 'Velocidade',
    intro:
      'Como o site carrega para visitantes reais: o 75º percentil (p75) de cada medida nos últimos 7 e 28 dias, isto é, três de cada quatro visitas foram tão rápidas quanto o valor mostrado, ou mais.',
    rounding:
      'Cada valor é o limite superior da faixa do histograma em que o p75 caiu (no máximo um terço acima do valor real), e sempre fica do lado certo dos limites do Google.',
    privacy:
      'Sem cookies nem identificadores: guardamos só totais por dia, por 90 dias. Visitantes com Global Privacy Control não são medidos.',
    thresholds:
      'LCP (maior elemento visível): bom até 2,5 s, ruim acima de 4 s. INP (resposta a interações): bom até 200 ms, ruim acima de 500 ms. CLS (deslocamento do layout): bom até 0,1, ruim acima de 0,25.',
    ratings: { good: 'Bom', 'needs-improvement': 'Precisa melhorar', poor: 'Ruim' } satisfies Record<Rating, string>,
    devices: { phone: 'Celular', desktop: 'Computador' } satisfies Record<Device, string>,
    devicesNote: 'Celular: tela com menos de 960 px de largura.',
    page: 'Página',
    days: (n: number) => `${n} dias`,
    samples: (n: number) => `${n} ${n === 1 ? 'medida' : 'medidas'}`,
    none: 'sem medidas',
    empty:
      'Nenhuma medida ainda. Cada página envia as suas quando o visitante sai dela; elas aparecem aqui em poucos segundos.',
    chartsTitle: 'Dia a dia (todas as páginas)',
    chart: (metric: string) => `${metric}: p75 por dia nos últimos 28 dias, celular e computador`,
    latest: (device: string, value: string) => `${device}, último dia com medidas: ${value}`,
    lines: { phone: 'linha contínua', desktop: 'linha tracejada' } satisfies Record<Device, string>,
    pages: {
      home: 'Início',
      cases: 'Cases (lista)',
      case: 'Case',
      articles: 'Artigos (lista)',
      article: 'Artigo',
      'what-we-do': 'O que fazemos',
      service: 'Serviço',
      about: 'Sobre / equipe',
      contact: 'Contato',
      legal: 'Textos legais',
      other: 'Outras',
    } satisfies Record<PageKind, string>,
  },
  en: {
    title: 'Speed',
    intro:
      'How the site performs for real visitors: the 75th percentile (p75) of each measure over the last 7 and 28 days, that is, three visits in four were at least as fast as the value shown.',
    rounding:
      'Each value is the upper bound of the histogram step the p75 fell in (at most a third above the true value), and is always on the right side of Google’s thresholds.',
    privacy:
      'No cookies and no identifiers: only daily totals are kept, for 90 days. Visitors with Global Privacy Control are not measured.',
    thresholds:
      'LCP (largest contentful paint): good up to 2.5 s, poor above 4 s. INP (interaction to next paint): good up to 200 ms, poor above 500 ms. CLS (cumulative layout shift): good up to 0.1, poor above 0.25.',
    ratings: { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' } satisfies Record<Rating, string>,
    devices: { phone: 'Phone', desktop: 'Desktop' } satisfies Record<Device, string>,
    devicesNote: 'Phone: a screen narrower than 960 px.',
    page: 'Page',
    days: (n: number) => `${n} days`,
    samples: (n: number) => `${n} ${n === 1 ? 'sample' : 'samples'}`,
    none: 'no samples',
    empty: 'No measurements yet. Each page sends its own as the visitor leaves it; they show up here within seconds.',
    chartsTitle: 'Day by day (all pages)',
    chart: (metric: string) => `${metric}: p75 per day over the last 28 days, phone and desktop`,
    latest: (device: string, value: string) => `${device}, latest day with samples: ${value}`,
    lines: { phone: 'solid line', desktop: 'dashed line' } satisfies Record<Device, string>,
    pages: {
      home: 'Home',
      cases: 'Cases (list)',
      case: 'Case',
      articles: 'Articles (list)',
      article: 'Article',
      'what-we-do': 'What we do',
      service: 'Service',
      about: 'About / team',
      contact: 'Contact',
      legal: 'Legal',
      other: 'Other',
    } satisfies Record<PageKind, string>,
  },
}

export type SpeedLanguage = keyof typeof speedTexts
