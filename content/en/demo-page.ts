import type { DemoPageContent } from '../demo-page'
import { site } from '../site'

export const demoPage: DemoPageContent = {
  nextHeading: 'What happens next',
  steps: [
    {
      title: 'You pick the time, we call you then',
      text: 'Once you send the form, choose a time that suits you: a product specialist, not a call centre, calls you then to learn about your restaurant.',
    },
    {
      title: 'A 15-minute demo with your own menu',
      text: 'We call you and share our screen: we load a few of your dishes and walk through a real service. A visit to your restaurant can follow.',
    },
    {
      title: 'A clear quote, no obligation',
      text: 'Software and hardware priced in writing, with your province’s taxes, so you can compare before you decide.',
    },
  ],
  callHeading: 'Rather talk now?',
  callText: `Our phone line is staffed ${site.supportHours}.`,
  customersHeading: `Restaurants across Canada run on ${site.brand}`,
  quotes: [
    {
      text: 'Our ticket times dropped by a third.',
      name: 'Mei Lin Chow',
      restaurant: 'Harbour Noodle Co., Halifax',
    },
    {
      text: 'Moving our online orders onto our own ordering site saved us more than the whole system costs.',
      name: 'Marco Bellini',
      restaurant: 'North Slice Pizza, Winnipeg',
    },
  ],
}
