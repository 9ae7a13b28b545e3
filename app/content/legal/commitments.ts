/**
 * The figures DocSleeve commits to in its legal pages (privacy, refunds, security, terms). Kept in
 * one place so that every page states the same number.
 */

/** Days after an account's termination within which its data is deleted, backups included. */
export const DATA_DELETION_DAYS = 30;

/** Hours within which affected people and authorities are told of a personal data breach. */
export const BREACH_NOTICE_HOURS = 72;

/** Days after delivery after which e-mail verification codes and copies of sent e-mails are deleted. */
export const SENT_MAIL_RETENTION_DAYS = 7;

/** Days after which a message sent through the contact page is deleted (or at once, on request). */
export const CONTACT_MESSAGE_RETENTION_DAYS = 365;

/** Days after which an unfinished sign-up (e-mail never verified, payment never completed) is deleted. */
export const UNFINISHED_SIGNUP_RETENTION_DAYS = 30;

/** Business days within which a refund request is reviewed and answered. */
export const REFUND_REVIEW_BUSINESS_DAYS = 7;

/** Business days within which an approved refund is issued to the original payment method. */
export const REFUND_ISSUE_BUSINESS_DAYS = 10;

/** Days after notice of a material change to the terms during which a customer who cancels may ask for a refund. */
export const TERMS_CHANGE_REFUND_DAYS = 30;
