// The Portuguese-named route of spec §2 renders the same page as /what-we-do.
export { default, generateMetadata, generateStaticParams } from '../../what-we-do/[[...slug]]/page'
