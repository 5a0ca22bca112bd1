interface UnavailableNoticeProps {
  message: string;
  enquiryHref: string;
}

/** The car cannot be reserved now: why, and the enquiry the shopper can still make. */
export default function UnavailableNotice({ message, enquiryHref }: UnavailableNoticeProps) {
  return (
    <div className="fc-alert fc-alert--info checkout-unavailable" role="status">
      <div>
        <p>
          <strong>{message}</strong>
        </p>
        <p>
          <a className="fc-btn fc-btn--primary" href={enquiryHref}>
            Enquire about this car
          </a>
        </p>
      </div>
    </div>
  );
}
