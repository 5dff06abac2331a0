import { site } from '../../../content/site'
import type { CompanyPageContent } from '../../../content/types'
import { Icon } from '../Icon'
import styles from './CompanyExtras.module.css'
import { CanadaMap } from './CanadaMap'
import { TeamAvatar } from './TeamAvatar'

type Page = CompanyPageContent

/** What we value, as six cards with an icon each. */
export function ValueCards({ values }: { values: NonNullable<Page['values']> }) {
  return (
    <section className={styles.block} aria-labelledby="values-title" id="values">
      <h2 id="values-title">{values.heading}</h2>
      <ul className={styles.values}>
        {values.items.map((v) => (
          <li key={v.title} className={styles.card}>
            <span className={styles.icon}>
              <Icon name={v.icon} size={22} />
            </span>
            <h3>{v.title}</h3>
            <p>{v.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The team as a grid of illustrated portraits (drawn, no photos of real people). */
export function TeamGrid({ team }: { team: NonNullable<Page['team']> }) {
  return (
    <section className={styles.block} aria-labelledby="team-title" id="team">
      <h2 id="team-title">{team.heading}</h2>
      <p className={styles.lead}>{team.intro}</p>
      <ul className={styles.team}>
        {team.people.map((person, i) => (
          <li key={person.name}>
            <span className={styles.portrait}>
              <TeamAvatar index={i} />
            </span>
            <p className={styles.name}>{person.name}</p>
            <p className={styles.role}>{person.role}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Offices across Canada, pinned on a simple map and listed beside it. */
export function Offices({ offices }: { offices: NonNullable<Page['offices']> }) {
  return (
    <section className={styles.block} aria-labelledby="offices-title" id="offices">
      <h2 id="offices-title">{offices.heading}</h2>
      <p className={styles.lead}>{offices.intro}</p>
      <div className={styles.offices}>
        <CanadaMap label={offices.mapLabel} pins={offices.items} />
        <ul className={styles.officeList}>
          {offices.items.map((o) => (
            <li key={o.city}>
              <b>{o.city}</b>
              <span>{o.role}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** Open roles: one card per posting with its pay range and an Apply link naming the role. */
export function JobCards({ jobs }: { jobs: NonNullable<Page['jobs']> }) {
  const { labels } = jobs
  return (
    <section className={styles.block} aria-labelledby="jobs-title" id="open-roles">
      <h2 id="jobs-title">{jobs.heading}</h2>
      <p className={styles.lead}>{jobs.intro}</p>
      <ul className={styles.jobs}>
        {jobs.items.map((job) => (
          <li key={job.title} className={styles.job}>
            <h3>{job.title}</h3>
            <dl className={styles.facts}>
              <div>
                <dt>{labels.team}</dt>
                <dd>{job.team}</dd>
              </div>
              <div>
                <dt>{labels.location}</dt>
                <dd>{job.location}</dd>
              </div>
              <div>
                <dt>{labels.workplace}</dt>
                <dd>
                  <span className={styles.badge}>{job.workplace}</span>
                </dd>
              </div>
              <div>
                <dt>{labels.salary}</dt>
                <dd className={styles.salary}>{job.salary}</dd>
              </div>
            </dl>
            <p>{job.summary}</p>
            <a
              className="btn btn--secondary"
              href={`mailto:${site.careersEmail}?subject=${encodeURIComponent(job.title)}`}
              aria-label={`${labels.apply}: ${job.title}`}
            >
              {labels.apply}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The closing call on /career: apply, not book a sales demo. */
export function ApplyCta({ cta }: { cta: NonNullable<Page['applyCta']> }) {
  return (
    <aside className={styles.apply} aria-labelledby="apply-title">
      <h2 id="apply-title">{cta.heading}</h2>
      <p>{cta.text}</p>
      <a className="btn btn--primary btn--lg" href={`mailto:${site.careersEmail}`}>
        {cta.buttonText}
      </a>
    </aside>
  )
}
