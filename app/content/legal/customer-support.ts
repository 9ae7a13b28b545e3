import { DOCUMENTS_COLLECTED, SUPPORT_AVAILABILITY, SUPPORT_REPLY_HOURS, UPTIME } from "../plan-facts";
import type { DocPage } from "./types";

/** Customer Support page: contact channels, response times, onboarding and service status. */
export const SUPPORT: DocPage = {
  slug: "customer-support",
  title: "Customer Support",
  metaTitle: "Customer Support | DocSleeve",
  metaDescription:
    `Get help with DocSleeve by e-mail or phone. E-mail replies within ${SUPPORT_REPLY_HOURS} hours, phone support weekdays in Singapore, and 24/7 help for urgent incidents.`,
  updated: "2026-11-01",
  intro:
    `Our support team is based in Singapore and works with brokers, accountants, lawyers and other professionals every day, so we understand that a stuck document request can hold up a settlement, a tax return or a closing. Whether you need help setting up your first Sleeve, a question about billing or urgent help with an incident, here is how to reach us and how to get the fastest answer. Customers have collected ${DOCUMENTS_COLLECTED} documents with DocSleeve, on a service built for ${UPTIME} uptime and backed by ${SUPPORT_AVAILABILITY} support for urgent incidents.`,
  sections: [
    {
      id: "contact-channels",
      heading: "How to Reach Us",
      blocks: [
        {
          kind: "ul",
          items: [
            `E-mail: support@docsleeve.com. Available on every plan, including Free. We reply within ${SUPPORT_REPLY_HOURS} hours, and usually much sooner during Singapore business hours.`,
            "Phone: +65 6123 4567, Monday to Friday, 9 AM to 6 PM SGT (Singapore time, GMT+8), excluding Singapore public holidays.",
            "Urgent incidents, 24/7: e-mail support@docsleeve.com with URGENT at the start of the subject line. These messages are routed to our on-call engineers at any hour, every day of the year.",
          ],
        },
        {
          kind: "p",
          text: "Please treat a request as urgent if you cannot sign in, if your clients cannot open or submit Sleeves, if you suspect unauthorized access to your account, or if you believe a document was sent to the wrong recipient. For how-to questions and billing requests, a normal e-mail gets you the right specialist.",
        },
        {
          kind: "p",
          text: "Your clients who have received a Sleeve can also contact us if they have trouble uploading or signing. For questions about what is being requested and why, they should contact the business that sent the Sleeve, as only that business can change the request.",
        },
      ],
    },
    {
      id: "what-to-include",
      heading: "What to Include in Your Request",
      blocks: [
        {
          kind: "p",
          text: "A few details help us resolve your request on the first reply:",
        },
        {
          kind: "ul",
          items: [
            "the e-mail address of your DocSleeve account and your company name;",
            "the name or link of the Sleeve involved, and the recipient's e-mail address if the issue concerns a client;",
            "what you expected to happen, what happened instead, and the steps to reproduce it;",
            "the approximate time the problem occurred, including your time zone;",
            "your browser and device, such as Chrome on Windows or Safari on iPhone; and",
            "screenshots or the exact wording of any error message.",
          ],
        },
        {
          kind: "p",
          text: "Please do not attach your clients' documents or include passwords, two-factor codes or full card numbers in a support request. We will never ask you for them. If we need to look at a specific Sleeve, we will ask for your permission first, and that access is recorded in the audit trail.",
        },
      ],
    },
    {
      id: "help-center",
      heading: "Help Center and Self-Service",
      blocks: [
        {
          kind: "p",
          text: "Many answers are available right away. Open the Help menu in the DocSleeve app to search our help center, which has step-by-step guides and short videos on topics such as:",
        },
        {
          kind: "ul",
          items: [
            "creating your first Sleeve and reusable checklist templates;",
            "adding forms, questions and documents for signature;",
            "setting up automatic reminders and tracking status;",
            "managing users, roles and two-factor authentication;",
            "configuring retention and deletion rules; and",
            "changing your plan, billing period and invoices.",
          ],
        },
        {
          kind: "p",
          text: "Our FAQ page answers common questions about plans, security and e-signatures, and our blog shares practical guides for running client document collection.",
        },
      ],
    },
    {
      id: "onboarding",
      heading: "Onboarding for Team Plans",
      blocks: [
        {
          kind: "p",
          text: "Every Team plan includes a live onboarding session over video call with a member of our customer success team at no extra cost. In about an hour, we help you:",
        },
        {
          kind: "ul",
          items: [
            "turn your existing client checklists into DocSleeve templates;",
            "set up users and roles so that each person sees the right Sleeves;",
            "choose reminder schedules and retention rules that match your practice; and",
            "connect the integrations your team already uses.",
          ],
        },
        {
          kind: "p",
          text: "To book your session, reply to your welcome e-mail or write to support@docsleeve.com with your preferred dates. Sessions are scheduled during Singapore business hours, and we can arrange other times for teams in Australia, Europe or the United States. If you are evaluating DocSleeve for a larger team, our sales team at sales@docsleeve.com can arrange a tailored demo.",
        },
      ],
    },
    {
      id: "service-status",
      heading: "Service Status and Incidents",
      blocks: [
        {
          kind: "p",
          text: `DocSleeve is backed by a ${UPTIME} uptime commitment and is monitored around the clock. If there is an incident or scheduled maintenance, we show a notice in the app and post updates until it is resolved. Scheduled maintenance is announced at least 48 hours in advance and planned outside Singapore business hours wherever possible.`,
        },
        {
          kind: "p",
          text: "For major incidents, we e-mail account owners directly and, once the incident is resolved, publish a summary of what happened and what we are changing to prevent it from happening again.",
        },
      ],
    },
    {
      id: "feedback",
      heading: "Feedback and Complaints",
      blocks: [
        {
          kind: "p",
          text: "We read every suggestion, and many DocSleeve features started as customer requests. Send ideas to support@docsleeve.com. If you are unhappy with the support you received, reply to the support thread and ask for the request to be escalated; a team lead will review it and contact you within 2 business days.",
        },
      ],
    },
  ],
};
