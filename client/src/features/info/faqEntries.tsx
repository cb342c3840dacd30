import type { ReactNode } from 'react';

import { InlineLink } from './components/InlineLink.tsx';

interface FaqEntry {
  question: string;
  answer: ReactNode;
}

/** The eight questions of the FAQ (SPEC 2.15). */
export const faqEntries: readonly FaqEntry[] = [
  {
    question: 'What is Gamevault?',
    answer:
      'Gamevault is a catalogue of free and open-source PC games. Each game page describes the game, its system requirements and its licence, and links to the game\u2019s official pages.',
  },
  {
    question: 'Are the games really free?',
    answer:
      'Yes. We list only open-source games and freeware whose authors allow free redistribution. There are no paid games here, and nothing is cracked or modified.',
  },
  {
    question: 'Does Gamevault host the game files?',
    answer:
      'No. Gamevault hosts no files. Every download link leads to the game\u2019s official website or project page, so you always get the files from their authors.',
  },
  {
    question: 'What do Standard, Repacks and Online mean?',
    answer: (
      <>
        Every game has one of three download categories. <strong>Standard</strong>: the developer&apos;s
        normal installer. <strong>Repacks</strong>: the official portable or zip build, which you extract and
        run without installing. <strong>Online</strong>: multiplayer games that need an internet connection to
        play.
      </>
    ),
  },
  {
    question: 'How do I request a game?',
    answer: (
      <>
        Use the <InlineLink to="/request">Request a Game</InlineLink> page or the Request Game button in the
        header. We can add games whose authors allow free redistribution, and we email you once your request
        has been processed.
      </>
    ),
  },
  {
    question: 'A download link is broken. What should I do?',
    answer: (
      <>
        Tell us on the <InlineLink to="/report">Report an Issue</InlineLink> page. We check the listing and
        update the link to the game&apos;s official page.
      </>
    ),
  },
  {
    question: 'I own the rights to a listed game. How do I have it removed?',
    answer:
      'Send us a DMCA notice with the DMCA link in the header or the footer. We review every notice and remove the listing where it is justified.',
  },
  {
    question: 'How can I contact you?',
    answer: (
      <>
        Write to us through the <InlineLink to="/contact">contact form</InlineLink>. We respond within 24
        hours.
      </>
    ),
  },
];
