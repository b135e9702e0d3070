import { palette } from '../images'
import type { EmployeeSeed } from './types'

const portrait = (
  key: string,
  name: string,
  accent: string,
  colour: { pt: string; en: string },
): EmployeeSeed['photo'] => ({
  name: `team-${key}`,
  kind: 'portrait',
  accent,
  alt: {
    pt: `Retrato abstrato de ${name}: silhueta em verde e ${colour.pt} sobre fundo escuro`,
    en: `Abstract portrait of ${name}: a green and ${colour.en} silhouette on a dark background`,
  },
})

export const team: EmployeeSeed[] = [
  {
    key: 'helena',
    order: 1,
    name: 'Helena Duarte',
    role: { pt: 'Diretora criativa e cofundadora', en: 'Creative director and co-founder' },
    photo: portrait('helena', 'Helena Duarte', palette.coral, { pt: 'coral', en: 'coral' }),
  },
  {
    key: 'rafael',
    order: 2,
    name: 'Rafael Okada',
    role: { pt: 'Diretor de tecnologia e cofundador', en: 'Technology director and co-founder' },
    photo: portrait('rafael', 'Rafael Okada', palette.sky, { pt: 'azul', en: 'blue' }),
  },
  {
    key: 'bianca',
    order: 3,
    name: 'Bianca Nogueira',
    role: { pt: 'Designer de marca sênior', en: 'Senior brand designer' },
    photo: portrait('bianca', 'Bianca Nogueira', palette.rose, { pt: 'rosa', en: 'pink' }),
  },
  {
    key: 'tomas',
    order: 4,
    name: 'Tomás Albuquerque',
    role: { pt: 'Desenvolvedor de tempo real', en: 'Real-time developer' },
    photo: portrait('tomas', 'Tomás Albuquerque', palette.violet, { pt: 'violeta', en: 'violet' }),
  },
  {
    key: 'julia',
    order: 5,
    name: 'Júlia Macedo',
    role: { pt: 'Produtora executiva', en: 'Executive producer' },
    photo: portrait('julia', 'Júlia Macedo', palette.amber, { pt: 'âmbar', en: 'amber' }),
  },
  {
    key: 'caio',
    order: 6,
    name: 'Caio Ferraz',
    role: { pt: 'Designer de interação', en: 'Interaction designer' },
    photo: portrait('caio', 'Caio Ferraz', palette.teal, { pt: 'turquesa', en: 'teal' }),
  },
]
