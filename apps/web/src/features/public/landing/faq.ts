/** The four questions of the landing page (spec 1 section 1's offer claims). */
export const FAQ = [
  {
    question: 'How much does it cost?',
    answer:
      'Plans start at $199 a month. Your price is shaped by the features your fleet needs, never by the number of users, so your whole team can work in the platform at no extra cost.',
  },
  {
    question: 'Is there a free trial?',
    answer:
      'We do not offer a free trial. Instead, every plan comes with a 30-day money-back guarantee: if the platform is not right for your fleet, you get your money back.',
  },
  {
    question: 'How long does it take to get started?',
    answer:
      'Onboarding takes about 48 hours, and it is free. Connecting your telematics provider takes under 30 minutes.',
  },
  {
    question: 'How fast will you answer me?',
    answer: 'Our sales team replies within 24 hours, and our support team replies within 4 hours.',
  },
] as const;
