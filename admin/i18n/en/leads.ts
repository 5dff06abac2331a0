/** The leads and subscribers lists (`mapleserve.leads`, `mapleserve.subscribers`): English, merged by ../en.ts. */
export const leads = {
  leads: {
    title: 'Leads',
    subtitle: 'Demo requests, contact leads and quotes, with their email and CRM delivery status',
    search: 'Search leads...',
    all_types: 'All types',
    quote: 'Quote',
    types: {
      demo: 'Demo request',
      contact: 'Contact lead',
      quote: 'Quote',
    },
    type_filter: {
      demo: 'Demo requests',
      contact: 'Contact leads',
      quote: 'Quotes',
    },
    any_delivery: 'Any delivery status',
    delivery_filter: {
      failed: 'Failed',
      pending: 'Pending',
      sent: 'Delivered',
    },
    delivery: {
      sent: 'Delivered',
      pending: 'Queued',
      retrying: 'Failed, retrying',
      dead: 'Failed',
      skipped: 'Not configured',
      none: '—',
    },
    retry: 'Retry',
    retried: 'Delivery queued again',
    retry_failed: 'Failed to retry the delivery',
  },
  subscribers: {
    title: 'Subscribers',
    subtitle: 'Newsletter subscribers',
    search: 'Search subscribers...',
    all_statuses: 'All statuses',
    statuses: {
      pending: 'Pending',
      confirmed: 'Confirmed',
      unsubscribed: 'Unsubscribed',
    },
  },
}
