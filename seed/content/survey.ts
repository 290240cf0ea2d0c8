import type { GlobalSeedData, SeedContext } from './types'

/**
 * The AI qualification survey's words and timings (spec sections 4, 5, 8 and 9). The spec's
 * own strings (validation replies, 'Enter Chat Room', voice messages) are verbatim; the rest
 * of the copy is ours (docs/decisions/025). The last specialist is the chat persona.
 */
export function surveyContent({ socialCardId }: SeedContext): GlobalSeedData<'survey'> {
  return {
    meta: {
      title: 'Agency Qualification: Talk to a Growth Specialist Now',
      description:
        'Answer a few quick questions with an agency growth specialist and get a personalized plan to scale with white-label local SEO.',
      image: socialCardId,
    },
    intro: {
      eyebrow: 'AI Agency Qualification',
      heading: 'See If Your Agency Qualifies',
      body: 'Answer a few quick questions with our AI assistant; a growth specialist reads your answers. It takes about 3 minutes, and you get a personalized plan to add $10k-$50k per month at the end.',
      start_label: 'Start My Qualification',
      note: 'Free · No credit card · About 3 minutes',
    },
    connecting: {
      searching_heading: 'Starting your AI assistant…',
      queue_label: 'People ahead of you: {count}',
      location_text: 'Matching you with specialists who work with agencies near {city}…',
      evaluating_text: 'Evaluating specialist availability…',
      found_heading: 'Your assistant is ready!',
      found_text: '{name}, our AI assistant, is ready to chat with you. A specialist reads your answers afterwards.',
      session_label: 'Your session is reserved for',
      enter_label: 'Enter Chat Room',
    },
    specialists: [
      { name: 'Sarah Mitchell', role: 'Senior Growth Strategist' },
      { name: 'David Chen', role: 'Agency Scaling Specialist' },
      { name: 'Maria Rodriguez', role: 'Client Acquisition Expert' },
      { name: 'James Wilson', role: 'Operations Consultant' },
      { name: 'Priya Patel', role: 'Local SEO Strategist' },
      { name: 'Michael Brooks', role: 'Partnership Manager' },
      // The chat persona (the last one): an AI assistant, and it says so (docs/decisions/083).
      { name: 'Blueprint Assistant', role: 'AI qualification assistant' },
    ],
    interviewer: {
      system_prompt: [
        'You are {name}, an AI assistant ({role}) at Agency Blueprint. You are not a person: if asked, say you are an AI. Agency Blueprint is a white-label platform on which marketing agencies resell a done-for-you local-SEO service at roughly 10 times its delivery cost while our experts do the fulfilment.',
        'You are qualifying an agency owner in a short, friendly text chat. Ask the discovery questions below one at a time, in order, and never ask for contact details: the page collects email, name and phone itself.',
        'Discovery questions:',
        '{questions}',
        'Each reply: acknowledge the last answer in one short, specific sentence, then ask the next question. Keep every chunk under 200 characters; use one to three chunks. Never promise prices or results.',
        'Set typoCorrection to the visitor’s last message with obvious typos fixed, or null when it has none. Set spamDetected to true when the visitor is trolling, hostile, or answering with gibberish or filler.',
      ].join('\n\n'),
      opening: "Hi! I'm {name}, an AI assistant for Agency Blueprint. I'll ask you a few quick questions to see if we're the right fit.",
      questions: [
        { question: 'What kind of agency do you run right now, and how long have you been at it?' },
        { question: 'How many clients are you working with each month?' },
        { question: "What's the biggest thing holding your agency back from growing faster?" },
        { question: 'If fulfilment were handled for you, how much more monthly revenue would you aim for?' },
      ],
      acknowledgements: [
        { text: 'Thanks for sharing that.' },
        { text: 'Got it, that helps.' },
        { text: 'That makes sense — a lot of agency owners tell us the same.' },
        { text: 'Great, that gives me a clear picture.' },
      ],
    },
    chat: {
      ai_disclosure: true,
      ai_label: 'AI assistant',
      status_label: 'Online',
      typing_label: '{name} is typing…',
      input_placeholder: 'Type your answer…',
      send_label: 'Send',
      email_request: 'Perfect, thanks! You look like a great fit. Where should I send your personalized plan? What’s your best email?',
      name_request: 'Got it. And what’s your full name?',
      phone_request: 'Thanks, {firstName}! Last thing: what’s the best phone number to reach you?',
      transition_message: 'Thanks, {firstName}! Give me a moment while I put together your personalized plan…',
      invalid_email: "Hmm, that doesn't look like an email. Can you try again?",
      invalid_name: 'Can you share your full name?',
      invalid_phone: 'Can you share a valid phone number?',
      not_right_fit: "Thanks for your time, but it looks like we're not the right fit right now. Taking you back to the home page…",
      analyzing_heading: 'Analyzing your answers…',
      analyzing_text: 'Building your personalized growth plan',
    },
    voice: {
      record_label: 'Record a voice message',
      stop_label: 'Stop recording',
      unavailable_label: 'Voice is unavailable right now. Keep typing.',
      transcribed_message: 'Transcribed! You can edit before sending.',
      live_offer: 'That was a long one! Want to switch to a live voice chat instead?',
      live_accept_label: 'Start voice chat',
      live_decline_label: 'Keep typing',
      connected_message: 'Voice chat connected!',
      listening_label: 'Listening…',
      speaking_label: '{name} is speaking…',
      end_label: 'End voice chat',
    },
    timings: {
      searching_ms: 4500,
      location_ms: 2000,
      evaluating_ms: 2000,
      queue_drop_ms: 2250,
      queue_start: 2,
      session_seconds: 300,
      enter_typing_ms: 2000,
      typing_min_ms: 2000,
      typing_max_ms: 4000,
      chunk_gap_min_ms: 3000,
      chunk_gap_max_ms: 5000,
      analyzing_ms: 3000,
      not_fit_redirect_ms: 3000,
      live_voice_threshold_ms: 3000,
    },
  }
}
