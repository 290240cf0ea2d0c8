import * as migration_20261122_000403_initial from './20261122_000403_initial';
import * as migration_20261122_084958_foundation_content from './20261122_084958_foundation_content';
import * as migration_20261122_085020_rich_text_answers from './20261122_085020_rich_text_answers';
import * as migration_20261122_085826_billing from './20261122_085826_billing';
import * as migration_20261123_111759_survey from './20261123_111759_survey';
import * as migration_20261123_114030_offer from './20261123_114030_offer';
import * as migration_20261123_115750_workspace from './20261123_115750_workspace';
import * as migration_20261123_120219_pricing_pages from './20261123_120219_pricing_pages';
import * as migration_20261123_121120_security from './20261123_121120_security';
import * as migration_20261123_123645_experiments from './20261123_123645_experiments';
import * as migration_20261123_173417_hero_poster from './20261123_173417_hero_poster';
import * as migration_20261124_205238_media_object_key from './20261124_205238_media_object_key';
import * as migration_20261124_213642_lead_token from './20261124_213642_lead_token';
import * as migration_20261124_214537_local_payments from './20261124_214537_local_payments';
import * as migration_20261124_234908_marketplace_subscriptions from './20261124_234908_marketplace_subscriptions';
import * as migration_20261125_002225_chat_attachments from './20261125_002225_chat_attachments';
import * as migration_20261125_002353_embed_hosts from './20261125_002353_embed_hosts';
import * as migration_20261125_002627_buyer_delivery from './20261125_002627_buyer_delivery';
import * as migration_20261125_003136_client_portal from './20261125_003136_client_portal';
import * as migration_20261125_003340_spec_pieces from './20261125_003340_spec_pieces';
import * as migration_20261125_030355_funnel_attribution from './20261125_030355_funnel_attribution';
import * as migration_20261125_031117_experiment_alerts from './20261125_031117_experiment_alerts';
import * as migration_20261125_034637_experiment_controls from './20261125_034637_experiment_controls';
import * as migration_20261125_035111_funnel_report_indexes from './20261125_035111_funnel_report_indexes';
import * as migration_20261126_142736_copy_lab from './20261126_142736_copy_lab';
import * as migration_20261126_151545_funnel_step from './20261126_151545_funnel_step';
import * as migration_20261127_134427_retries from './20261127_134427_retries';
import * as migration_20261127_163314_results_fast from './20261127_163314_results_fast';
import * as migration_20261127_173413_truth_pages_and_urgency from './20261127_173413_truth_pages_and_urgency';
import * as migration_20261127_194234_workspace_categories from './20261127_194234_workspace_categories';
import * as migration_20261127_210445_holdouts_jobs_and_sequences from './20261127_210445_holdouts_jobs_and_sequences';
import * as migration_20261127_232616_subject_slots_and_sequence_runner from './20261127_232616_subject_slots_and_sequence_runner';
import * as migration_20261207_193500_sequence_send_resent from './20261207_193500_sequence_send_resent';
import * as migration_20261207_193706_client_joined_after from './20261207_193706_client_joined_after';
import * as migration_20261207_194110_order_numbers_and_upsell_proof from './20261207_194110_order_numbers_and_upsell_proof';
import * as migration_20261207_194433_experiment_inputs from './20261207_194433_experiment_inputs';
import * as migration_20261207_194607_sequence_consent from './20261207_194607_sequence_consent';
import * as migration_20261207_195114_proof_is_real from './20261207_195114_proof_is_real';
import * as migration_20261207_233121_price_rise from './20261207_233121_price_rise';
import * as migration_20261208_003806_cookie_consent from './20261208_003806_cookie_consent';

export const migrations = [
  {
    up: migration_20261122_000403_initial.up,
    down: migration_20261122_000403_initial.down,
    name: '20261122_000403_initial',
  },
  {
    up: migration_20261122_084958_foundation_content.up,
    down: migration_20261122_084958_foundation_content.down,
    name: '20261122_084958_foundation_content',
  },
  {
    up: migration_20261122_085020_rich_text_answers.up,
    down: migration_20261122_085020_rich_text_answers.down,
    name: '20261122_085020_rich_text_answers',
  },
  {
    up: migration_20261122_085826_billing.up,
    down: migration_20261122_085826_billing.down,
    name: '20261122_085826_billing',
  },
  {
    up: migration_20261123_111759_survey.up,
    down: migration_20261123_111759_survey.down,
    name: '20261123_111759_survey',
  },
  {
    up: migration_20261123_114030_offer.up,
    down: migration_20261123_114030_offer.down,
    name: '20261123_114030_offer',
  },
  {
    up: migration_20261123_115750_workspace.up,
    down: migration_20261123_115750_workspace.down,
    name: '20261123_115750_workspace',
  },
  {
    up: migration_20261123_120219_pricing_pages.up,
    down: migration_20261123_120219_pricing_pages.down,
    name: '20261123_120219_pricing_pages',
  },
  {
    up: migration_20261123_121120_security.up,
    down: migration_20261123_121120_security.down,
    name: '20261123_121120_security',
  },
  {
    up: migration_20261123_123645_experiments.up,
    down: migration_20261123_123645_experiments.down,
    name: '20261123_123645_experiments',
  },
  {
    up: migration_20261123_173417_hero_poster.up,
    down: migration_20261123_173417_hero_poster.down,
    name: '20261123_173417_hero_poster',
  },
  {
    up: migration_20261124_205238_media_object_key.up,
    down: migration_20261124_205238_media_object_key.down,
    name: '20261124_205238_media_object_key',
  },
  {
    up: migration_20261124_213642_lead_token.up,
    down: migration_20261124_213642_lead_token.down,
    name: '20261124_213642_lead_token',
  },
  {
    up: migration_20261124_214537_local_payments.up,
    down: migration_20261124_214537_local_payments.down,
    name: '20261124_214537_local_payments',
  },
  {
    up: migration_20261124_234908_marketplace_subscriptions.up,
    down: migration_20261124_234908_marketplace_subscriptions.down,
    name: '20261124_234908_marketplace_subscriptions',
  },
  {
    up: migration_20261125_002225_chat_attachments.up,
    down: migration_20261125_002225_chat_attachments.down,
    name: '20261125_002225_chat_attachments',
  },
  {
    up: migration_20261125_002353_embed_hosts.up,
    down: migration_20261125_002353_embed_hosts.down,
    name: '20261125_002353_embed_hosts',
  },
  {
    up: migration_20261125_002627_buyer_delivery.up,
    down: migration_20261125_002627_buyer_delivery.down,
    name: '20261125_002627_buyer_delivery',
  },
  {
    up: migration_20261125_003136_client_portal.up,
    down: migration_20261125_003136_client_portal.down,
    name: '20261125_003136_client_portal',
  },
  {
    up: migration_20261125_003340_spec_pieces.up,
    down: migration_20261125_003340_spec_pieces.down,
    name: '20261125_003340_spec_pieces',
  },
  {
    up: migration_20261125_030355_funnel_attribution.up,
    down: migration_20261125_030355_funnel_attribution.down,
    name: '20261125_030355_funnel_attribution',
  },
  {
    up: migration_20261125_031117_experiment_alerts.up,
    down: migration_20261125_031117_experiment_alerts.down,
    name: '20261125_031117_experiment_alerts',
  },
  {
    up: migration_20261125_034637_experiment_controls.up,
    down: migration_20261125_034637_experiment_controls.down,
    name: '20261125_034637_experiment_controls',
  },
  {
    up: migration_20261125_035111_funnel_report_indexes.up,
    down: migration_20261125_035111_funnel_report_indexes.down,
    name: '20261125_035111_funnel_report_indexes',
  },
  {
    up: migration_20261126_142736_copy_lab.up,
    down: migration_20261126_142736_copy_lab.down,
    name: '20261126_142736_copy_lab',
  },
  {
    up: migration_20261126_151545_funnel_step.up,
    down: migration_20261126_151545_funnel_step.down,
    name: '20261126_151545_funnel_step',
  },
  {
    up: migration_20261127_134427_retries.up,
    down: migration_20261127_134427_retries.down,
    name: '20261127_134427_retries',
  },
  {
    up: migration_20261127_163314_results_fast.up,
    down: migration_20261127_163314_results_fast.down,
    name: '20261127_163314_results_fast',
  },
  {
    up: migration_20261127_173413_truth_pages_and_urgency.up,
    down: migration_20261127_173413_truth_pages_and_urgency.down,
    name: '20261127_173413_truth_pages_and_urgency',
  },
  {
    up: migration_20261127_194234_workspace_categories.up,
    down: migration_20261127_194234_workspace_categories.down,
    name: '20261127_194234_workspace_categories',
  },
  {
    up: migration_20261127_210445_holdouts_jobs_and_sequences.up,
    down: migration_20261127_210445_holdouts_jobs_and_sequences.down,
    name: '20261127_210445_holdouts_jobs_and_sequences',
  },
  {
    up: migration_20261127_232616_subject_slots_and_sequence_runner.up,
    down: migration_20261127_232616_subject_slots_and_sequence_runner.down,
    name: '20261127_232616_subject_slots_and_sequence_runner',
  },
  {
    up: migration_20261207_193500_sequence_send_resent.up,
    down: migration_20261207_193500_sequence_send_resent.down,
    name: '20261207_193500_sequence_send_resent',
  },
  {
    up: migration_20261207_193706_client_joined_after.up,
    down: migration_20261207_193706_client_joined_after.down,
    name: '20261207_193706_client_joined_after',
  },
  {
    up: migration_20261207_194110_order_numbers_and_upsell_proof.up,
    down: migration_20261207_194110_order_numbers_and_upsell_proof.down,
    name: '20261207_194110_order_numbers_and_upsell_proof',
  },
  {
    up: migration_20261207_194433_experiment_inputs.up,
    down: migration_20261207_194433_experiment_inputs.down,
    name: '20261207_194433_experiment_inputs',
  },
  {
    up: migration_20261207_194607_sequence_consent.up,
    down: migration_20261207_194607_sequence_consent.down,
    name: '20261207_194607_sequence_consent',
  },
  {
    up: migration_20261207_195114_proof_is_real.up,
    down: migration_20261207_195114_proof_is_real.down,
    name: '20261207_195114_proof_is_real',
  },
  {
    up: migration_20261207_233121_price_rise.up,
    down: migration_20261207_233121_price_rise.down,
    name: '20261207_233121_price_rise',
  },
  {
    up: migration_20261208_003806_cookie_consent.up,
    down: migration_20261208_003806_cookie_consent.down,
    name: '20261208_003806_cookie_consent'
  },
];
