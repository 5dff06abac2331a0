/** Strings of the demo booking pages (issue 35): choosing a time, the result, managing a booking. */
export const booking = {
  pickTitle: 'Choose your demo time',
  pickIntro: 'Your demo request has been received. Pick a {minutes}-minute slot with a product specialist:',
  zoneLabel: 'Show times in',
  zoneButton: 'Show times',
  shownIn: 'Times shown in {zone}.',
  slotsLegend: 'Free times',
  prevDay: 'Previous day',
  nextDay: 'Next day',
  book: 'Book this time',
  none: 'No time is free in the next two weeks. Our team will call you to find one.',
  bookedTitle: 'Your demo is booked',
  bookedText: 'See you {when}, {zone}. An invitation has been emailed to you.',
  // Said instead when the address already had its few unconfirmed emails of the day (bookings.ts notify).
  bookedTextHeld:
    'See you {when}, {zone}. This address has already received several emails from us today, so we did not email an invitation: please note the time.',
  manageLink: 'Change or cancel this demo',
  takenTitle: 'That time was just taken',
  takenText: 'Someone has just booked that time. Please choose another:',
  alreadyTitle: 'You already have a demo booked',
  alreadyText: 'Use the link in your invitation email to change or cancel it.',
  badPassTitle: 'This booking link is not valid',
  badPassText: 'Please send the demo form again.',
  chooseSlot: 'Please choose a time from the list.',
  manageTitle: 'Your demo',
  manageText: 'Your {minutes}-minute demo is on {when}, {zone}.',
  moveLegend: 'Move it to another time',
  move: 'Move my demo',
  movedTitle: 'Your demo was moved',
  movedText: 'Your demo is now on {when}, {zone}. An updated invitation has been emailed to you.',
  movedTextHeld:
    'Your demo is now on {when}, {zone}. This address has already received several emails from us today, so we did not email an updated invitation: please note the new time.',
  cancel: 'Cancel my demo',
  cancelledTitle: 'Your demo is cancelled',
  cancelledText: 'We have emailed you a cancellation. You can book a new time whenever you like.',
  cancelledTextHeld:
    'This address has already received several emails from us today, so we did not email a cancellation. You can book a new time whenever you like.',
  bookAgain: 'Request a new demo',
  notFoundTitle: 'This booking link is not valid',
  notFoundText: 'Check the link in your invitation email, or request a new demo.',
  home: 'Back to the home page',
}

export type BookingTexts = typeof booking
