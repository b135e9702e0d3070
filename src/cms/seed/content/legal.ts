import { bold, doc, h, link, p, ul } from '../lexical'
import type { RichText } from '../lexical'
import type { Localized } from './types'

interface LegalTextSeed {
  title: Localized<string>
  body: Localized<RichText>
  updatedAt: string
  version: string
}

const lgpdUrl = 'https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm'
const anpdUrl = 'https://www.gov.br/anpd'
const privacyEmail = 'privacidade@estudiomare.com.br'

export const privacy: LegalTextSeed = {
  title: { pt: 'Política de privacidade', en: 'Privacy policy' },
  updatedAt: '2026-11-27T12:00:00.000Z',
  version: '2026-11',
  body: {
    pt: doc(
      p(
        'Esta política explica quais dados pessoais o Estúdio Maré trata quando você visita este site, assina nossa newsletter ou fala com a gente, por que fazemos isso e como você exerce seus direitos. Ela segue a ',
        link(lgpdUrl, 'Lei Geral de Proteção de Dados (Lei nº 13.709/2018, LGPD)', true),
        '.',
      ),
      h(2, 'Quem é o controlador'),
      p(
        'O controlador dos dados é a Maré Estúdio Digital Ltda., com sede na Rua Fradique Coutinho, 1140, Vila Madalena, São Paulo – SP, CEP 05416-001. Nosso encarregado pelo tratamento de dados pessoais pode ser contatado em ',
        link(`mailto:${privacyEmail}`, privacyEmail),
        '.',
      ),
      h(2, 'Quais dados coletamos'),
      ul([
        [
          bold('Newsletter:'),
          ' nome, sobrenome, e-mail, idioma preferido, data e hora do consentimento, versão desta política aceita e a página em que você se inscreveu.',
        ],
        [
          bold('Contato:'),
          ' os dados que você nos envia por e-mail ou telefone, como nome, empresa e a descrição do seu projeto.',
        ],
        [
          bold('Navegação:'),
          ' registros de acesso (endereço IP, data e hora), mantidos por seis meses conforme o Marco Civil da Internet (Lei nº 12.965/2014).',
        ],
        [
          bold('Velocidade do site:'),
          ' quando você sai de uma página, seu navegador nos envia quanto ela levou para carregar e responder (as medidas LCP, INP, CLS, FCP e TTFB), o tipo de página, o idioma, se a tela é de celular ou de computador (pela largura), o tipo de conexão informado pelo navegador (como “4g”) e como a página foi aberta (link, recarga, voltar). Sem cookie e sem identificador: não guardamos seu endereço IP nem a identificação do seu navegador, só totais por dia, apagados após 90 dias. Se o seu navegador envia o sinal Global Privacy Control, nada é medido.',
        ],
      ]),
      p('Não coletamos dados sensíveis e não usamos seus dados para decisões automatizadas.'),
      h(2, 'Para que usamos e com qual base legal'),
      ul([
        'Enviar a newsletter — com base no seu consentimento (art. 7º, I), confirmado por e-mail antes do primeiro envio.',
        'Responder contatos e preparar propostas — procedimentos preliminares a um contrato (art. 7º, V).',
        'Manter o site seguro e cumprir obrigações legais — cumprimento de obrigação legal (art. 7º, II) e legítimo interesse (art. 7º, IX).',
        'Medir a velocidade do site para melhorá-lo — legítimo interesse (art. 7º, IX), com dados agregados que não identificam ninguém.',
      ]),
      h(2, 'Cookies'),
      p(
        'Usamos apenas cookies essenciais, como o que guarda o idioma escolhido. Não usamos cookies de publicidade nem vendemos dados. Se um dia adotarmos ferramentas de medição que dependam de cookies, pediremos seu consentimento antes.',
      ),
      h(2, 'Compartilhamento e transferência internacional'),
      p(
        'Compartilhamos dados apenas com operadores que nos ajudam a manter o site e enviar e-mails, sob contrato e com as mesmas obrigações de sigilo. Alguns desses serviços podem armazenar dados fora do Brasil; nesses casos, a transferência segue o art. 33 da LGPD, com garantias contratuais adequadas.',
      ),
      h(2, 'Por quanto tempo guardamos'),
      ul([
        'Dados da newsletter: enquanto sua inscrição estiver ativa. Ao se descadastrar, guardamos só o e-mail e a data do pedido, para não voltar a enviar mensagens.',
        'Contatos comerciais: até dois anos após a última conversa.',
        'Registros de acesso: seis meses.',
        'Medidas de velocidade: 90 dias, apenas como totais por dia.',
      ]),
      h(2, 'Seus direitos'),
      p('Pelo art. 18 da LGPD, você pode a qualquer momento:'),
      ul([
        'confirmar se tratamos seus dados e acessá-los;',
        'corrigir dados incompletos, inexatos ou desatualizados;',
        'pedir anonimização, bloqueio ou eliminação de dados desnecessários;',
        'pedir a portabilidade dos dados;',
        'saber com quem compartilhamos seus dados;',
        'revogar o consentimento — inclusive pelo link de descadastro em todo e-mail.',
      ]),
      p(
        'Para exercer qualquer direito, escreva para ',
        link(`mailto:${privacyEmail}`, privacyEmail),
        '. Respondemos em até quinze dias. Você também pode apresentar reclamação à ',
        link(anpdUrl, 'Autoridade Nacional de Proteção de Dados (ANPD)', true),
        '.',
      ),
      h(2, 'Segurança'),
      p(
        'Todo o tráfego do site é criptografado (HTTPS), o acesso aos dados é restrito a quem precisa deles para trabalhar e mantemos cópias de segurança protegidas. Se ocorrer um incidente que possa causar risco relevante, avisaremos você e a ANPD.',
      ),
      h(2, 'Alterações nesta política'),
      p(
        'Quando esta política mudar de forma relevante, publicaremos a nova versão aqui, com nova data, e avisaremos os assinantes da newsletter por e-mail.',
      ),
    ),
    en: doc(
      p(
        'This policy explains what personal data Maré Studio processes when you visit this website, subscribe to our newsletter or get in touch, why we do it and how you can exercise your rights. It follows Brazil’s ',
        link(lgpdUrl, 'General Data Protection Law (Law No. 13,709/2018, LGPD)', true),
        '.',
      ),
      h(2, 'Who the controller is'),
      p(
        'The data controller is Maré Estúdio Digital Ltda., Rua Fradique Coutinho, 1140, Vila Madalena, São Paulo – SP, 05416-001, Brazil. Our data protection officer can be reached at ',
        link(`mailto:${privacyEmail}`, privacyEmail),
        '.',
      ),
      h(2, 'What data we collect'),
      ul([
        [
          bold('Newsletter:'),
          ' first name, surname, email, preferred language, date and time of consent, the version of this policy you accepted and the page where you signed up.',
        ],
        [
          bold('Contact:'),
          ' whatever you send us by email or phone, such as your name, company and a description of your project.',
        ],
        [
          bold('Browsing:'),
          ' access logs (IP address, date and time), kept for six months as required by Brazil’s Internet Civil Framework (Law No. 12,965/2014).',
        ],
        [
          bold('Site speed:'),
          ' when you leave a page, your browser sends us how long it took to load and respond (the LCP, INP, CLS, FCP and TTFB measures), the kind of page, the language, whether the screen is a phone’s or a desktop’s (by its width), the connection type your browser reports (such as “4g”) and how the page was opened (link, reload, back). No cookie and no identifier: we do not keep your IP address or your browser’s identification, only daily totals, deleted after 90 days. If your browser sends the Global Privacy Control signal, nothing is measured.',
        ],
      ]),
      p('We do not collect sensitive data and we do not use your data for automated decisions.'),
      h(2, 'Why we use it and on what legal basis'),
      ul([
        'Sending the newsletter — based on your consent (art. 7, I), confirmed by email before the first issue.',
        'Answering enquiries and preparing proposals — steps prior to a contract (art. 7, V).',
        'Keeping the site secure and meeting legal obligations — legal obligation (art. 7, II) and legitimate interest (art. 7, IX).',
        'Measuring the site’s speed to improve it — legitimate interest (art. 7, IX), with aggregated data that identifies no one.',
      ]),
      h(2, 'Cookies'),
      p(
        'We only use essential cookies, such as the one that remembers your language. We use no advertising cookies and never sell data. Should we ever adopt analytics that rely on cookies, we will ask for your consent first.',
      ),
      h(2, 'Sharing and international transfers'),
      p(
        'We share data only with processors that help us run the site and send email, under contract and bound by the same confidentiality. Some of these services may store data outside Brazil; such transfers follow art. 33 of the LGPD, with appropriate contractual safeguards.',
      ),
      h(2, 'How long we keep it'),
      ul([
        'Newsletter data: while your subscription is active. When you unsubscribe, we keep only the email and the date of the request, so we never write to you again.',
        'Business enquiries: up to two years after the last exchange.',
        'Access logs: six months.',
        'Speed measurements: 90 days, as daily totals only.',
      ]),
      h(2, 'Your rights'),
      p('Under art. 18 of the LGPD, you may at any time:'),
      ul([
        'confirm whether we process your data and access it;',
        'correct incomplete, inaccurate or outdated data;',
        'ask for anonymisation, blocking or deletion of unnecessary data;',
        'request data portability;',
        'learn who we share your data with;',
        'withdraw consent — including through the unsubscribe link in every email.',
      ]),
      p(
        'To exercise any of these rights, write to ',
        link(`mailto:${privacyEmail}`, privacyEmail),
        '. We reply within fifteen days. You may also lodge a complaint with Brazil’s ',
        link(anpdUrl, 'National Data Protection Authority (ANPD)', true),
        '.',
      ),
      h(2, 'Security'),
      p(
        'All traffic to the site is encrypted (HTTPS), access to data is limited to the people who need it for their work and our backups are protected. If an incident could cause you relevant risk, we will notify you and the ANPD.',
      ),
      h(2, 'Changes to this policy'),
      p(
        'When this policy changes in a meaningful way, we will publish the new version here with a new date and let newsletter subscribers know by email.',
      ),
    ),
  },
}

export const terms: LegalTextSeed = {
  title: { pt: 'Termos de uso', en: 'Terms of use' },
  updatedAt: '2026-01-15T12:00:00.000Z',
  version: '2026-01',
  body: {
    pt: doc(
      p(
        'Estes termos regem o uso do site do Estúdio Maré, mantido pela Maré Estúdio Digital Ltda. Ao navegar por aqui, você concorda com eles. Se não concordar, pedimos que não use o site.',
      ),
      h(2, 'Sobre este site'),
      p(
        'O site apresenta o estúdio, nossos projetos, artigos e produtos. As informações têm caráter informativo e não constituem proposta comercial; orçamentos e prazos só valem quando formalizados por escrito.',
      ),
      h(2, 'Propriedade intelectual'),
      p(
        'Textos, imagens, vídeos, código e marcas exibidos aqui pertencem ao estúdio ou a nossos clientes e parceiros, que autorizaram sua divulgação. Você pode compartilhar links e citar trechos curtos com crédito; qualquer outro uso depende de autorização prévia por escrito.',
      ),
      p('Projetos de código aberto publicados pelo estúdio seguem a licença indicada em cada repositório.'),
      h(2, 'Uso permitido'),
      p('Ao usar o site, você se compromete a não:'),
      ul([
        'tentar acessar áreas restritas ou contornar medidas de segurança;',
        'sobrecarregar o site com acessos automatizados em volume abusivo;',
        'usar nossos conteúdos para treinar sistemas ou criar bases de dados sem autorização;',
        'se passar pelo estúdio ou por pessoas do nosso time.',
      ]),
      h(2, 'Links para outros sites'),
      p(
        'Alguns conteúdos apontam para sites de clientes, parceiros e plataformas externas. Não controlamos esses sites e não respondemos por seu conteúdo ou por suas práticas de privacidade.',
      ),
      h(2, 'Newsletter'),
      p(
        'A assinatura é gratuita, depende de confirmação por e-mail e pode ser cancelada a qualquer momento pelo link presente em cada mensagem. O tratamento dos dados segue nossa política de privacidade.',
      ),
      h(2, 'Responsabilidade'),
      p(
        'Trabalhamos para manter o site disponível, seguro e correto, mas não garantimos funcionamento ininterrupto nem ausência total de erros. Na medida permitida pela lei, não respondemos por danos indiretos decorrentes do uso ou da indisponibilidade do site.',
      ),
      h(2, 'Alterações'),
      p(
        'Podemos atualizar estes termos para refletir mudanças no site ou na legislação. A versão vigente é sempre a publicada nesta página, com a data da última atualização.',
      ),
      h(2, 'Lei aplicável e foro'),
      p(
        'Estes termos são regidos pelas leis brasileiras. Fica eleito o foro da comarca de São Paulo – SP, ressalvado o direito do consumidor de demandar no foro do seu domicílio.',
      ),
    ),
    en: doc(
      p(
        'These terms govern your use of the Maré Studio website, run by Maré Estúdio Digital Ltda. By browsing it, you agree to them. If you do not agree, please do not use the site.',
      ),
      h(2, 'About this site'),
      p(
        'The site presents the studio, our projects, articles and products. Its content is for information only and is not a commercial offer; quotes and timelines are binding only once agreed in writing.',
      ),
      h(2, 'Intellectual property'),
      p(
        'Texts, images, videos, code and trademarks shown here belong to the studio or to our clients and partners, who have authorised their publication. You may share links and quote short excerpts with credit; any other use requires our prior written permission.',
      ),
      p('Open-source projects published by the studio follow the licence stated in each repository.'),
      h(2, 'Acceptable use'),
      p('When using the site, you agree not to:'),
      ul([
        'try to access restricted areas or get around security measures;',
        'overload the site with abusive volumes of automated requests;',
        'use our content to train systems or build databases without permission;',
        'impersonate the studio or members of our team.',
      ]),
      h(2, 'Links to other sites'),
      p(
        'Some content links to the sites of clients, partners and external platforms. We do not control those sites and are not responsible for their content or privacy practices.',
      ),
      h(2, 'Newsletter'),
      p(
        'Subscribing is free, requires email confirmation and can be cancelled at any time through the link in every message. Your data is handled as described in our privacy policy.',
      ),
      h(2, 'Liability'),
      p(
        'We work to keep the site available, secure and accurate, but we cannot guarantee uninterrupted operation or a complete absence of errors. To the extent permitted by law, we are not liable for indirect damages arising from the use or unavailability of the site.',
      ),
      h(2, 'Changes'),
      p(
        'We may update these terms to reflect changes to the site or the law. The version in force is always the one published on this page, with the date of its last update.',
      ),
      h(2, 'Governing law and jurisdiction'),
      p(
        'These terms are governed by the laws of Brazil. The courts of São Paulo – SP have jurisdiction, without prejudice to a consumer’s right to bring proceedings in their place of residence.',
      ),
    ),
  },
}
