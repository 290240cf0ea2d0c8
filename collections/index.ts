import { FUNNEL_CONTENT } from './content'
import { FunnelEvents } from './FunnelEvents'
import { ConsentChoices } from './ConsentChoices'
import { Home } from './Home'
import { Leads } from './Leads'
import { Media } from './Media'
import { SiteSettings } from './SiteSettings'
import { LegalPages } from './LegalPages'
import { Users } from './Users'
import { Plans } from './Plans'
import { Customers } from './Customers'
import { Subscriptions } from './Subscriptions'
import { Payments } from './Payments'
import { PaymentEvents } from './PaymentEvents'
import { LocalPaymentClaims } from './LocalPaymentClaims'
import { FunctionCallKeys } from './FunctionCallKeys'
import { LocalPaymentDeliveries } from './LocalPaymentDeliveries'
import { LocalPaymentObjects } from './LocalPaymentObjects'
import { Survey } from './Survey'
import { Offer } from './Offer'
import { Orders } from './Orders'
import { BuyerFiles } from './BuyerFiles'
import { MemberLinks } from './MemberLinks'
import { MemberSessions } from './MemberSessions'
import { VendorProducts } from './VendorProducts'
import { Categories } from './Categories'
import { AgencyProductSubscriptions } from './AgencyProductSubscriptions'
import { Conversations } from './Conversations'
import { ConversationParticipants } from './ConversationParticipants'
import { Messages } from './Messages'
import { ChatAttachments } from './ChatAttachments'
import { ClientInvitations } from './ClientInvitations'
import { Notifications } from './Notifications'
import { CompanyLogos } from './CompanyLogos'
import { ClientChatLinks } from './ClientChatLinks'
import { DigestSends } from './DigestSends'
import { ExperimentAlerts } from './ExperimentAlerts'
import { ExperimentControlChanges, ExperimentControls } from './ExperimentControls'
import { Pricing } from './Pricing'
import { PriceRise } from './PriceRise'
import { CopyVariants } from './CopyVariants'
import { CopyTests } from './CopyTests'
import { CopyTestClaims } from './CopyTestClaims'
import { SpotHolds } from './SpotHolds'
import { ExperimentExposures } from './ExperimentExposures'
import { ExperimentSettings } from './ExperimentSettings'
import { CancelPage, DemoPage, SuccessPage } from './PaymentPages'
import { Sequences } from './Sequences'
import { SequenceEnrolments } from './SequenceEnrolments'
import { SequenceSends } from './SequenceSends'
import { EmailSuppressions } from './EmailSuppressions'
import { lockEveryUpdate } from './hooks/lockEveryUpdate'

/**
 * The whole data model. Later issues add their collections here. Every update of a document or
 * a global locks its row first (hooks/lockEveryUpdate.ts, docs/decisions/067).
 */
export const { collections, globals } = lockEveryUpdate({
  collections: [
    Users,
    Media,
    ...FUNNEL_CONTENT,
    Plans,
    Leads,
    FunnelEvents,
    ConsentChoices,
    ExperimentExposures,
    Customers,
    Subscriptions,
    Payments,
    PaymentEvents,
    Orders,
    Categories,
    VendorProducts,
    AgencyProductSubscriptions,
    Conversations,
    ConversationParticipants,
    Messages,
    ChatAttachments,
    ClientInvitations,
    Notifications,
    CompanyLogos,
    ClientChatLinks,
    DigestSends,
    ExperimentAlerts,
    LocalPaymentObjects,
    LocalPaymentClaims,
    LocalPaymentDeliveries,
    FunctionCallKeys,
    BuyerFiles,
    MemberLinks,
    MemberSessions,
    ExperimentControls,
    ExperimentControlChanges,
    CopyVariants,
    CopyTests,
    CopyTestClaims,
    SpotHolds,
    Sequences,
    SequenceEnrolments,
    SequenceSends,
    EmailSuppressions,
  ],
  globals: [SiteSettings, Home, Survey, Offer, Pricing, PriceRise, SuccessPage, CancelPage, DemoPage, LegalPages, ExperimentSettings],
})
