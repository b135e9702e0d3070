import { bold, doc, h, p, quote, ul } from '../lexical'
import type { Localized } from './types'
import type { RichText } from '../lexical'

export const about: {
  title: Localized<string>
  body: Localized<RichText>
  figures: { value: string; label: Localized<string> }[]
  teamIntro: Localized<string>
} = {
  title: { pt: 'Um estúdio entre a arte e o código', en: 'A studio between art and code' },
  body: {
    pt: doc(
      p(
        'O Estúdio Maré nasceu em 2014, numa sala alugada na Vila Madalena, com duas pessoas e uma convicção: a tecnologia só vale a pena quando faz alguém sentir alguma coisa. Doze anos depois, somos um time de designers, artistas e engenheiros que cria marcas, instalações, produtos digitais e jogos para instituições culturais, empresas e para nós mesmos.',
      ),
      p(
        'Trabalhamos como um ateliê: poucos projetos ao mesmo tempo, as mesmas pessoas do primeiro esboço à entrega e muito protótipo no caminho. Preferimos mostrar uma ideia funcionando a defendê-la em slides.',
      ),
      h(2, 'No que acreditamos'),
      ul([
        [bold('Forma e função juntas.'), ' Beleza que não funciona é decoração; função sem cuidado é só obrigação.'],
        [bold('Tecnologia a serviço da experiência.'), ' Escolhemos a ferramenta depois de entender a pergunta.'],
        [bold('Acesso para todos.'), ' Acessibilidade e desempenho fazem parte do projeto desde o primeiro dia.'],
        [bold('Autoria.'), ' Reservamos tempo para projetos próprios; é lá que aprendemos o que ainda não sabemos.'],
      ]),
      quote('Não fazemos sites, telas ou jogos. Fazemos momentos — e escolhemos a tecnologia que cada momento pede.'),
      h(2, 'Onde estamos'),
      p(
        'Nosso estúdio fica em São Paulo, mas metade dos projetos viaja: já montamos instalações em nove países e colaboramos à distância com times de três continentes.',
      ),
    ),
    en: doc(
      p(
        'Maré Studio was born in 2014, in a rented room in São Paulo’s Vila Madalena, with two people and one conviction: technology is only worth it when it makes someone feel something. Twelve years later, we are a team of designers, artists and engineers creating brands, installations, digital products and games for cultural institutions, companies and ourselves.',
      ),
      p(
        'We work like an atelier: few projects at a time, the same people from the first sketch to delivery, and plenty of prototypes along the way. We would rather show an idea working than defend it on slides.',
      ),
      h(2, 'What we believe'),
      ul([
        [
          bold('Form and function together.'),
          ' Beauty that doesn’t work is decoration; function without care is mere obligation.',
        ],
        [bold('Technology serving the experience.'), ' We pick the tool after we understand the question.'],
        [bold('Access for everyone.'), ' Accessibility and performance are part of the project from day one.'],
        [
          bold('Authorship.'),
          ' We set time aside for our own projects; that is where we learn what we don’t know yet.',
        ],
      ]),
      quote(
        'We don’t make websites, screens or games. We make moments — and choose the technology each moment asks for.',
      ),
      h(2, 'Where we are'),
      p(
        'Our studio is in São Paulo, but half of our projects travel: we have installed work in nine countries and collaborate remotely with teams on three continents.',
      ),
    ),
  },
  figures: [
    { value: '12', label: { pt: 'anos de estúdio', en: 'years as a studio' } },
    { value: '140+', label: { pt: 'projetos entregues', en: 'projects delivered' } },
    { value: '9', label: { pt: 'países com instalações', en: 'countries with installations' } },
    { value: '23', label: { pt: 'prêmios e menções', en: 'awards and mentions' } },
  ],
  teamIntro: {
    pt: 'Somos um time pequeno de propósito: cada projeto é conduzido por quem o desenhou e por quem o programou, lado a lado, do começo ao fim.',
    en: 'We are a small team on purpose: every project is led by the people who designed it and the people who built it, side by side, from start to finish.',
  },
}
