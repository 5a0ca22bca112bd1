interface UnavailableNoticeProps {
  message: string;
  enquiryHref: string;
  /** The dealer's vehicle noun: 'Enquire about this motorcycle'. */
  noun: string;
}

/** The car cannot be reserved now: why, and the enquiry the shopper can still make. */
export default function UnavailableNotice({ message, enquiryHref, noun }: UnavailableNoticeProps) {
  return (
    <div className="fc-alert fc-alert--info checkout-unavailable" role="status">
      <div>
        <p>
          <strong>{message}</strong>
        </p>
        <p>
          <a className="fc-btn fc-btn--primary" href={enquiryHref}>
            Enquire about this {noun}
          </a>
        </p>
      </div>
    </div>
  );
}
