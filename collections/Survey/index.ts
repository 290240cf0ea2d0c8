import type { Field, GlobalConfig } from 'payload'
import { isContentEditor } from '../access/isContentEditor'
import { publishedOrEditor } from '../access/publishedOrEditor'
import { hasRole } from '../access/roles'
import { bumpContentVersionAfterGlobalChange } from '../hooks/contentVersion'
import { publishLiveWrites } from '../hooks/publishLiveWrites'
import { group, longText, num, text } from '../Home/fields'

const ms = (name: string, defaultValue: number, description: string): Field => num(name, defaultValue, { min: 0, admin: { description } })

/**
 * The AI qualification survey (/survey): intro, connecting sequence, specialist roster,
 * interviewer and chat copy, voice copy, and the timings of spec section 4 and 9. Every
 * timing is here so a marketer can tune the pacing (and tests can shorten it).
 */
export const Survey: GlobalConfig = {
  slug: 'survey',
  admin: { group: 'Funnel content' },
  label: 'Survey page',
  access: { read: publishedOrEditor, update: isContentEditor, readVersions: isContentEditor },
  versions: { drafts: true, max: 50 },
  hooks: { beforeOperation: [publishLiveWrites], afterChange: [bumpContentVersionAfterGlobalChange] },
  fields: [
    group('intro', 'Intro', [text('eyebrow'), text('heading'), longText('body'), text('start_label'), text('note')]),
    group(
      'connecting',
      'Connecting',
      [
        text('searching_heading'),
        text('queue_label', { admin: { description: '{count} is the number of people ahead.' } }),
        text('location_text', { admin: { description: '{city} is the visitor’s city (or time zone).' } }),
        text('evaluating_text'),
        text('found_heading'),
        text('found_text', { admin: { description: '{name} and {role} are the chat persona’s.' } }),
        text('session_label'),
        text('enter_label'),
      ],
      'The sequence after the intro: searching, location, evaluating, found.',
    ),
    {
      name: 'specialists',
      label: 'Specialist roster',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'Shown while searching; the last one is the chat persona (the lead’s assigned_to).' },
      fields: [
        text('name'),
        text('role'),
        { name: 'avatar', type: 'upload', relationTo: 'media', admin: { description: 'Initials are shown without one.' } },
      ],
    },
    group('interviewer', 'Interviewer', [
      {
        name: 'system_prompt',
        label: 'System prompt',
        type: 'textarea',
        required: true,
        // The model's instructions stay server-side: visitors never receive them.
        access: { read: ({ req: { user } }) => hasRole(user, 'admin', 'marketer') },
        admin: { description: '{name}, {role} and {questions} are filled in. Used when an OpenAI key is configured.' },
      },
      longText('opening', { admin: { description: 'The first message, before the first question. {name} is the persona’s name.' } }),
      {
        name: 'questions',
        label: 'Discovery questions',
        type: 'array',
        required: true,
        minRows: 1,
        fields: [longText('question')],
      },
      {
        name: 'acknowledgements',
        type: 'array',
        required: true,
        minRows: 1,
        admin: { description: 'The scripted interviewer (no OpenAI key) opens each reply with one of these, in turn.' },
        fields: [text('text')],
      },
    ]),
    group('chat', 'Chat', [
      // Bot-disclosure rules (e.g. California's) want a bot that helps sell to say so (docs/decisions/083).
      {
        name: 'ai_disclosure',
        label: 'Say the chat is an AI assistant',
        type: 'checkbox',
        defaultValue: true,
        admin: { description: 'On: the chat header shows the label below instead of the role and status, and no queue is staged.' },
      },
      { name: 'ai_label', label: 'AI label', type: 'text', defaultValue: 'AI assistant', admin: { description: 'e.g. "AI assistant"' } },
      text('status_label'),
      text('typing_label', { admin: { description: '{name} is the persona’s name.' } }),
      text('input_placeholder'),
      text('send_label'),
      longText('email_request'),
      longText('name_request'),
      longText('phone_request', { admin: { description: '{firstName} is the visitor’s first name.' } }),
      longText('transition_message', { admin: { description: '{firstName} is the visitor’s first name.' } }),
      text('invalid_email'),
      text('invalid_name'),
      text('invalid_phone'),
      longText('not_right_fit'),
      text('analyzing_heading'),
      text('analyzing_text'),
    ]),
    group('voice', 'Voice', [
      text('record_label'),
      text('stop_label'),
      text('unavailable_label'),
      text('transcribed_message'),
      longText('live_offer'),
      text('live_accept_label'),
      text('live_decline_label'),
      text('connected_message'),
      text('listening_label'),
      text('speaking_label', { admin: { description: '{name} is the persona’s name.' } }),
      text('end_label'),
    ]),
    group(
      'timings',
      'Timings (milliseconds)',
      [
        ms('searching_ms', 4500, 'Searching, before the location step.'),
        ms('location_ms', 2000, 'Location step, before evaluating.'),
        ms('evaluating_ms', 2000, 'Evaluating, before found.'),
        ms('queue_drop_ms', 2250, 'When the queue goes from 2 people ahead to 1.'),
        num('queue_start', 2, { min: 0 }),
        num('session_seconds', 300, { min: 1, admin: { description: 'The reserved session, in seconds.' } }),
        ms('enter_typing_ms', 2000, 'Typing after Enter Chat Room, before the first message.'),
        ms('typing_min_ms', 2000, 'Shortest typing delay before a reply.'),
        ms('typing_max_ms', 4000, 'Longest typing delay before a reply.'),
        ms('chunk_gap_min_ms', 3000, 'Shortest gap between the chunks of a reply.'),
        ms('chunk_gap_max_ms', 5000, 'Longest gap between the chunks of a reply.'),
        ms('analyzing_ms', 3000, 'Analyzing, before the redirect to pricing.'),
        ms('not_fit_redirect_ms', 3000, 'After the not-the-right-fit reply, before the redirect home.'),
        ms('live_voice_threshold_ms', 3000, 'A recording longer than this offers live voice instead of transcription.'),
      ],
      'The pacing of spec sections 4 and 9.',
    ),
  ],
}
