'use client'

import {
  Banner,
  Button,
  DatePicker,
  Drawer,
  FieldLabel,
  Gutter,
  Pill,
  ReactSelect,
  toast,
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useServerFunctions,
  useTranslation,
} from '@payloadcms/ui'
import { getTranslation } from '@payloadcms/translations'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { site } from '@/config/site'
import { toWallClock } from '@/lib/dates'
import { futureTime } from '../schedule-time'

const text = {
  pt: {
    heading: (title: string) => `Agendar publicação: ${title}`,
    action: 'Ação',
    publish: 'Publicar',
    unpublish: 'Despublicar',
    when: 'Data e hora',
    zone: (zone: string) => `Horário de ${zone}.`,
    locale: 'Idioma a publicar',
    all: 'Todos os idiomas',
    save: 'Agendar',
    saving: 'Agendando…',
    noDate: 'Escolha a data e a hora.',
    upcoming: 'Agendamentos',
    none: 'Nada agendado.',
    cancel: 'Cancelar agendamento',
    cancelled: 'Agendamento cancelado.',
    calendar: {
      timeCaption: 'Hora',
      previousMonthButtonLabel: 'Mês anterior',
      nextMonthButtonLabel: 'Próximo mês',
      previousYearButtonLabel: 'Ano anterior',
      nextYearButtonLabel: 'Próximo ano',
      chooseDayAriaLabelPrefix: 'Escolher',
      disabledDayAriaLabelPrefix: 'Indisponível:',
    },
    dialog: 'Escolher data e hora',
  },
  en: {
    heading: (title: string) => `Schedule publish: ${title}`,
    action: 'Action',
    publish: 'Publish',
    unpublish: 'Unpublish',
    when: 'Date and time',
    zone: (zone: string) => `${zone} time.`,
    locale: 'Language to publish',
    all: 'All languages',
    save: 'Schedule',
    saving: 'Scheduling…',
    noDate: 'Choose a date and time.',
    upcoming: 'Scheduled',
    none: 'Nothing scheduled.',
    cancel: 'Cancel schedule',
    cancelled: 'Schedule cancelled.',
    calendar: {
      timeCaption: 'Time',
      previousMonthButtonLabel: 'Previous month',
      nextMonthButtonLabel: 'Next month',
      previousYearButtonLabel: 'Previous year',
      nextYearButtonLabel: 'Next year',
      chooseDayAriaLabelPrefix: 'Choose',
      disabledDayAriaLabelPrefix: 'Not available:',
    },
    dialog: 'Choose date and time',
  },
} as const

/** The picker's text: the language's date (date-fns' localized "PP") and a 24-hour time, like its list of times. */
const displayFormat = 'PP, HH:mm'

type Upcoming = { id: number | string; input: { type: 'publish' | 'unpublish'; locale?: string }; waitUntil: string }
type Action = Upcoming['input']['type']

/**
 * "Schedule publish", in place of Payload's drawer (opened by publish-button.tsx): in the admin's language (Payload's
 * says "All" and writes "12:00 AM"), times in São Paulo (`site.timeZone`) and 24-hour whatever the editor's own zone,
 * and a day click keeps a future time. It schedules through the same server function, with the same arguments, as
 * Payload's, so the jobs and their list are the same.
 */
export function ScheduleDrawer({ slug, defaultAction }: { slug: string; defaultAction: Action }) {
  const { i18n, t } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'pt'
  const words = text[language]
  const { config, getEntityConfig } = useConfig()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { schedulePublish, getUpcomingScheduledPublish } = useServerFunctions()
  const [action, setAction] = useState<Action>(defaultAction)
  const [at, setAt] = useState<Date | null>(null)
  const [locale, setLocale] = useState('all')
  const [processing, setProcessing] = useState(false)
  const [upcoming, setUpcoming] = useState<Upcoming[] | null>(null)

  const entity = getEntityConfig(collectionSlug ? { collectionSlug } : { globalSlug })
  const drafts = entity?.versions && typeof entity.versions === 'object' ? entity.versions.drafts : undefined
  const options = drafts && typeof drafts === 'object' ? drafts.schedulePublish : undefined
  const interval = (typeof options === 'object' && options.timeIntervals) || 5
  const zone = config.admin.timezones.supportedTimezones.find((z) => z.value === site.timeZone)?.label ?? site.timeZone
  const written = new Intl.DateTimeFormat(site.localeTags[language], {
    timeZone: site.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  })

  const localeOptions = useMemo(
    () => [
      { label: words.all, value: 'all' },
      ...(config.localization ? config.localization.locales : []).map(({ code, label }) => ({
        label: getTranslation(label, i18n),
        value: code,
      })),
    ],
    [config.localization, i18n, words.all],
  )

  const refresh = useCallback(async () => {
    setUpcoming((await getUpcomingScheduledPublish({ id, collectionSlug, globalSlug })) as Upcoming[])
  }, [getUpcomingScheduledPublish, id, collectionSlug, globalSlug])
  useEffect(() => {
    void refresh().catch(() => setUpcoming([]))
  }, [refresh])

  const save = async () => {
    if (!at) return toast.error(words.noDate)
    setProcessing(true)
    try {
      await schedulePublish({
        type: action,
        date: at,
        doc: collectionSlug ? { relationTo: collectionSlug, value: String(id) } : undefined,
        global: globalSlug || undefined,
        localeToPublish: action === 'publish' && locale !== 'all' ? locale : undefined,
        timezone: site.timeZone,
      })
      setAt(null)
      toast.success(t('version:scheduledSuccessfully'))
      void refresh()
    } catch (error) {
      toast.error((error as Error).message)
    }
    setProcessing(false)
  }

  const cancel = async (job: Upcoming['id']) => {
    try {
      await schedulePublish({ deleteID: job })
      toast.success(words.cancelled)
      await refresh()
    } catch (error) {
      toast.error((error as Error).message)
    }
  }

  // The picker works in the browser's zone: it is given, and gives back, São Paulo's clock.
  const shown = at ? toWallClock(at) : undefined
  const today = toWallClock(new Date())
  const onToday = shown?.toDateString() === today.toDateString()
  const startOfDay = new Date(today.getFullYear(), today.getMonth(), today.getDate())
  const endOfDay = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 23, 59)

  return (
    <Drawer slug={slug} className="schedule-publish" gutter={false} title={words.heading(title)}>
      <Gutter className="schedule-publish__scheduler">
        <FieldLabel label={words.action} required />
        <ul className="schedule-publish__type" role="radiogroup">
          {(['publish', 'unpublish'] as const).map((value) => (
            <li key={value}>
              <label>
                <input
                  type="radio"
                  name={`${slug}-type`}
                  checked={action === value}
                  disabled={processing}
                  onChange={() => setAction(value)}
                />{' '}
                {words[value]}
              </label>
            </li>
          ))}
        </ul>
        <br />
        <FieldLabel label={words.when} path="time" required />
        <DatePicker
          id="time"
          pickerAppearance="dayAndTime"
          displayFormat={displayFormat}
          timeFormat="HH:mm"
          timeIntervals={interval}
          minDate={today}
          minTime={onToday ? today : startOfDay}
          maxTime={endOfDay}
          readOnly={processing}
          value={shown}
          onChange={(picked) => picked || setAt(null)}
          // Its own onChange, for the event: a click on a day, unlike typing or a time, says nothing of the time.
          overrides={{
            // react-datepicker's own words are English unless given.
            ...words.calendar,
            calendarContainer: ({ className, children }: { className?: string; children?: ReactNode }) => (
              <div className={className} role="dialog" aria-label={words.dialog} aria-modal="true">
                {children}
              </div>
            ),
            onChange: (picked: Date | null, event?: { target: unknown }) => {
              const onDay = event?.target instanceof Element && Boolean(event.target.closest('.react-datepicker__day'))
              setAt(picked ? futureTime(picked, onDay ? (shown ?? null) : picked, new Date(), interval) : null)
            },
          }}
        />
        <p className="field-description">{words.zone(zone)}</p>
        {action === 'publish' && localeOptions.length > 1 && (
          <>
            <FieldLabel label={words.locale} />
            <ReactSelect
              options={localeOptions}
              value={localeOptions.find((o) => o.value === locale)}
              onChange={(option) => setLocale(String((option as { value: string } | null)?.value ?? 'all'))}
            />
            <br />
          </>
        )}
        <div className="schedule-publish__actions">
          <Button buttonStyle="primary" disabled={processing} id="scheduled-publish-save" onClick={save} type="button">
            {processing ? words.saving : words.save}
          </Button>
        </div>
      </Gutter>
      <Gutter className="schedule-publish__upcoming">
        <h4>{words.upcoming}</h4>
        {upcoming?.length === 0 && <Banner type="info">{words.none}</Banner>}
        {upcoming && upcoming.length > 0 && (
          <ul data-schedule-upcoming style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {upcoming.map((job) => (
              <li key={job.id} style={{ display: 'flex', gap: 'var(--base)', alignItems: 'center' }}>
                <Pill size="small" pillStyle={job.input.type === 'publish' ? 'success' : 'warning'}>
                  {words[job.input.type]}
                </Pill>
                <span>{written.format(new Date(job.waitUntil))}</span>
                <span>{localeOptions.find((o) => o.value === (job.input.locale ?? 'all'))?.label}</span>
                <Button
                  buttonStyle="icon-label"
                  className="schedule-publish__delete"
                  icon="x"
                  tooltip={words.cancel}
                  aria-label={words.cancel}
                  onClick={() => void cancel(job.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </Gutter>
    </Drawer>
  )
}
